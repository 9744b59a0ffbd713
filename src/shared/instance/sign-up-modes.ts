/**
 * How people join this HabitSprint (product-rules.md#sign-up-modes, decision 087): anyone (`open`, the default), only
 * with an invitation or an administrator's invite link (`invite-only`), or anyone, once a site administrator has
 * approved the account (`approval`).
 */
export const SIGN_UP_MODES = ['open', 'invite-only', 'approval'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];
export const DEFAULT_SIGN_UP_MODE: SignUpMode = 'open';
