// The files API's refusal: missing, unknown and forbidden files all answer it (docs/decisions/016).
export const fileMessages = {
  notFound: 'File not found',
} as const;
