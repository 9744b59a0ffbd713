import { startOidcProvider } from '#server/testing/oidc-provider';
import { E2E_OIDC_CLIENT_ID, E2E_OIDC_CLIENT_SECRET, E2E_OIDC_NAME } from './single-sign-on';

/**
 * Playwright's global set-up: the real OpenID Connect provider the journeys sign in with (oidc-sign-in.spec.ts), on
 * the port the server under test was told. Whoever types an e-mail address as the login is a person of the provider
 * with that address, confirmed. The returned function stops it.
 */
export default async function startSingleSignOnProvider(): Promise<() => Promise<void>> {
  const appUrl = `http://localhost:${process.env.E2E_PORT}`;
  const provider = await startOidcProvider({
    redirectUri: `${appUrl}/api/auth/callback/oidc`,
    port: Number(process.env.E2E_OIDC_PORT),
    clientId: E2E_OIDC_CLIENT_ID,
    clientSecret: E2E_OIDC_CLIENT_SECRET,
    name: E2E_OIDC_NAME,
    personOfUnknownLogin: (login) => ({
      sub: login,
      email: login,
      emailVerified: true,
      name: 'Sunny Signon',
    }),
  });
  return () => provider.close();
}
