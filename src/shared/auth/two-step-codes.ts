// The codes of the refusals two-step verification adds to better-auth's (decision 088), which the screens turn into
// their own words (client: features/auth/api/auth-failures.ts, features/two-factor/api/two-step-refusal.ts).

/** the authenticator-app code was accepted once already: the app's next code is needed */
export const TOTP_CODE_ALREADY_USED = 'TOTP_CODE_ALREADY_USED';
