/**
 * Sign-in refused to a suspended account (decision 085): better-auth answers 403 with this code, and the sign-in form
 * shows its own words for it. A module of its own, so the sign-in screen loads no schema for it.
 */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';
