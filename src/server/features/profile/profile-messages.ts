// The profile API's refusals.
export const profileMessages = {
  notFound: 'Profile not found',
  avatarUploadLimited: 'Too many avatar uploads. Please wait a while before trying again.',
} as const;
