// The journeys' OpenID Connect provider (decision 090): the server under test is configured with it
// (playwright.config.ts) and the suite's global set-up starts it (single-sign-on-provider.ts) at E2E_OIDC_PORT.

export const E2E_OIDC_NAME = 'Company SSO';
export const E2E_OIDC_CLIENT_ID = 'habitsprint-journeys';
export const E2E_OIDC_CLIENT_SECRET = 'Vr7-kQ2mZ9xWc4tLp8sN';

/** The app's settings for it: the issuer is on loopback, at the port scripts/e2e.mjs picked. */
export function e2eSingleSignOnEnv(oidcPort: number): Record<string, string> {
  return {
    OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
    OIDC_CLIENT_ID: E2E_OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT_SECRET,
    OIDC_NAME: E2E_OIDC_NAME,
  };
}
