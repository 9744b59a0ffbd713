/**
 * product-rules.md#the-bell-and-polling: the bell's badge shows the unread count, '9+' above 9. A module without zod,
 * so the header's bell does not load the contracts' validation library (decision 067).
 */
export const UNREAD_BADGE_CAP = 9;
