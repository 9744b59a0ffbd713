import { tokenRefusals } from '#server/auth/token-refusals';

/** The open API's refusal texts (product-rules.md#open-api). */
export const apiTokenMessages = {
  ...tokenRefusals,
  notFound: 'Token not found',
  tooMany: 'You have the most tokens one person may have (20). Revoke one you no longer use first.',
};
