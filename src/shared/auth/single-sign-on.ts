// Single sign-on with the OpenID Connect provider the server is configured with (decision 090): what the server and
// the sign-in screen agree on.

/** better-auth's id of the one provider: its callback is /api/auth/callback/oidc. */
export const SINGLE_SIGN_ON_PROVIDER_ID = 'oidc';

/** the provider has not confirmed the address of a person new here: no account is made with it */
export const SINGLE_SIGN_ON_ADDRESS_UNCONFIRMED = 'SINGLE_SIGN_ON_ADDRESS_UNCONFIRMED';

/**
 * better-auth's code when an account with the address exists and may not be linked: the provider has not confirmed
 * the address, or its owner has not confirmed it here.
 */
export const SINGLE_SIGN_ON_ACCOUNT_NOT_LINKED = 'account_not_linked';

/** the person turned the request down on the provider's page (OAuth 2.0's error code) */
export const SINGLE_SIGN_ON_CANCELLED = 'access_denied';
