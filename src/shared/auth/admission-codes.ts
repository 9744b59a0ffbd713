// The codes of better-auth's refusals that the sign-up modes add (decision 087), which the auth screen turns into
// its own words (client: features/auth/api/auth-failures.ts).

/** sign-up is invite-only and the request has neither an invitation to its address nor a valid invite code */
export const SIGN_UP_INVITE_ONLY = 'SIGN_UP_INVITE_ONLY';
/** the account waits for a site administrator's approval: no session until then */
export const ACCOUNT_AWAITING_APPROVAL = 'ACCOUNT_AWAITING_APPROVAL';
