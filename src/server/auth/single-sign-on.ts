import { APIError, addOAuthServerContext, getOAuthState } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { z } from 'zod';
import { personNameSchema } from '#shared/auth/auth.schemas';
import { SINGLE_SIGN_ON_ADDRESS_UNCONFIRMED, SINGLE_SIGN_ON_PROVIDER_ID } from '#shared/auth/single-sign-on';
import { isValidTimeZone } from '#shared/domain/calendar-date';
import { isLocale, SOURCE_LOCALE } from '#shared/i18n/locales';
import type { Env } from '#server/env';

// Single sign-on with one OpenID Connect provider configured by environment (decision 090, product-rules.md#single-sign-on),
// through better-auth's generic OAuth plugin: its provider is used by the core /sign-in/social and /callback/:id.

export const SINGLE_SIGN_ON_START_PATH = '/sign-in/social';
export const SINGLE_SIGN_ON_CALLBACK_PATH = `/callback/${SINGLE_SIGN_ON_PROVIDER_ID}`;

const DEFAULT_NAME = 'single sign-on';
const DEFAULT_SCOPES = 'openid email profile';

export interface SingleSignOnSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the provider's name on the sign-in screen */
  name: string;
  scopes: string[];
}

/** The settings when single sign-on is configured (env.ts has made sure all or none are), else null. */
export function singleSignOnSettings(env: Env): SingleSignOnSettings | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: env.OIDC_ISSUER.replace(/\/$/, ''),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    name: env.OIDC_NAME ?? DEFAULT_NAME,
    scopes: (env.OIDC_SCOPES ?? DEFAULT_SCOPES).split(/\s+/).filter(Boolean),
  };
}

/** better-auth's plugins for single sign-on: none when it is not configured. */
export function singleSignOnPlugins(env: Env) {
  const settings = singleSignOnSettings(env);
  if (!settings) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: SINGLE_SIGN_ON_PROVIDER_ID,
          name: settings.name,
          discoveryUrl: `${settings.issuer}/.well-known/openid-configuration`,
          // an ID token is checked against the provider's keys, issuer, audience and the flow's nonce
          requireIdTokenVerification: true,
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          scopes: settings.scopes,
          pkce: true,
          // signing out of HabitSprint leaves the person signed in at their provider (and on our page), as elsewhere
          disableProviderLogout: true,
          mapProfileToUser: (profile) => ({
            name: personNameFromProvider(profile.name, profile.email),
            // an avatar is only ever one of our own uploads, never a URL from elsewhere
            image: undefined,
          }),
        },
      ],
    }),
  ];
}

/**
 * The provider's name for a new person, within our rules for names (2 to 100 characters): one too long is cut, and
 * without a usable one the address stands in (the person changes it in their profile).
 */
export function personNameFromProvider(name: unknown, email: unknown): string {
  const candidates = [name, typeof email === 'string' ? email.split('@')[0] : undefined, email];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const parsed = personNameSchema.safeParse(candidate.trim().slice(0, 100));
    if (parsed.success) return parsed.data;
  }
  return 'New person';
}

const startBodySchema = z.strictObject({
  provider: z.literal(SINGLE_SIGN_ON_PROVIDER_ID),
  callbackURL: z.string(),
  errorCallbackURL: z.string(),
  newUserCallbackURL: z.string().optional(),
  disableRedirect: z.boolean().optional(),
  // what a new account is made with: the browser's zone and the sign-in screen's language
  additionalData: z.strictObject({ timezone: z.string(), locale: z.string() }).optional(),
});

/**
 * Before /sign-in/social: only our provider, through the redirect flow, with pages of this site to come back to
 * (redirect-targets.ts has checked them). better-auth's other fields are refused: a client-made ID token, scopes or
 * sign-up flags are not ours to accept. The new account's zone and language travel in the state as server context.
 */
export async function admitSingleSignOnStart(body: unknown) {
  const parsed = startBodySchema.safeParse(body);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', {
      code: 'INVALID_SINGLE_SIGN_ON_REQUEST',
      message: 'This single sign-on request is not valid.',
    });
  }
  const { additionalData, ...rest } = parsed.data;
  await addOAuthServerContext({
    timezone: additionalData && isValidTimeZone(additionalData.timezone) ? additionalData.timezone : 'UTC',
    locale: additionalData && isLocale(additionalData.locale) ? additionalData.locale : SOURCE_LOCALE,
  });
  return rest;
}

/** Whether better-auth is running our provider's callback (its route is the core `/callback/:id`). */
export function isSingleSignOnCallback(ctx: { path?: string; params?: unknown } | null | undefined): boolean {
  const params = ctx?.params as { id?: unknown } | undefined;
  return ctx?.path === '/callback/:id' && params?.id === SINGLE_SIGN_ON_PROVIDER_ID;
}

/**
 * As an account is made from the provider's answer: only with an address the provider has confirmed (else anyone
 * could hold an address before its owner signs up), with the zone and language the sign-in started with.
 */
export async function newAccountFromSingleSignOn(user: { emailVerified?: boolean }) {
  if (!user.emailVerified) {
    throw new APIError('FORBIDDEN', {
      code: SINGLE_SIGN_ON_ADDRESS_UNCONFIRMED,
      message: 'The provider has not confirmed this e-mail address.',
    });
  }
  const context = (await getOAuthState())?.serverContext ?? {};
  return {
    timezone:
      typeof context.timezone === 'string' && isValidTimeZone(context.timezone) ? context.timezone : 'UTC',
    locale: isLocale(context.locale) ? context.locale : SOURCE_LOCALE,
  };
}
