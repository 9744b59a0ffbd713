import type { Server } from 'node:http';
import Provider, { type Account } from 'oidc-provider';
import { freePort } from './free-port';

// A real OpenID Connect provider on loopback (panva's oidc-provider, as many identity services are built on) for the
// single sign-on tests (decision 090): discovery, authorization with PKCE, its own login and consent pages, signed ID
// tokens, userinfo. Its development interactions sign in whoever types a login: the tests' people are set up here.

export interface ProviderPerson {
  /** the login typed on the provider's page, and the subject of its tokens */
  sub: string;
  email: string;
  /** whether the provider says it has confirmed the address */
  emailVerified: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the settings that make the app use this provider */
  env: Record<string, string>;
  /** someone the provider knows (replacing anyone with the same login) */
  addPerson(person: ProviderPerson): void;
  close(): Promise<void>;
}

export async function startOidcProvider({
  redirectUri,
  port,
  clientId = 'habitsprint-test',
  clientSecret = 'Lq2-vZ8rT4mN0xYcW6jK',
  name = 'Test SSO',
  /** who signs in with a login nobody was added for: none, or one made up from the login (the journeys) */
  personOfUnknownLogin,
}: {
  redirectUri: string;
  port?: number;
  clientId?: string;
  clientSecret?: string;
  name?: string;
  personOfUnknownLogin?: (login: string) => ProviderPerson;
}): Promise<TestOidcProvider> {
  const issuer = `http://127.0.0.1:${port ?? (await freePort())}`;
  const people = new Map<string, ProviderPerson>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount(_ctx, sub): Account | undefined {
      const person = people.get(sub) ?? personOfUnknownLogin?.(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified,
          ...(person.name !== undefined && { name: person.name }),
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['habitsprint-test-provider-cookie-key'] },
    // a flow of the tests lasts seconds; set, so the provider does not warn of its defaults at every step
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  const server: Server = provider.listen(new URL(issuer).port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_NAME: name },
    addPerson: (person) => people.set(person.sub, person),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
