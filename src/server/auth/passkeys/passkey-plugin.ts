import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { PASSKEY_CODES } from '#shared/passkeys/passkeys.types';
import type { Database } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import { defaultPasskeyName } from './default-passkey-name';
import { keepChallenge, takeChallenge } from './passkey-challenge';
import {
  findPasskeyByCredentialId,
  insertPasskey,
  listCredentialsOf,
  recordPasskeyUse,
} from './passkeys.queries';
import type { RelyingParty } from './relying-party';

interface PasskeyPluginDeps {
  db: Database;
  clock: Clock;
  relyingParty: RelyingParty;
}

// What the browser hands back is checked by SimpleWebAuthn, field by field; here only its outline.
const credentialBody = z.object({ response: z.looseObject({ id: z.string().min(1).max(1024) }) });

const notVerified = () =>
  new APIError('UNAUTHORIZED', {
    code: PASSKEY_CODES.notVerified,
    message: 'This passkey could not be verified. Please try again.',
  });

/**
 * Passkeys (decision 089): adding one to a signed-in account, and signing in with one. Our own plugin rather than
 * @better-auth/passkey, whose exact peer pins do not fit our better-auth; the ceremonies are SimpleWebAuthn's. The
 * session is made by better-auth's internal adapter, so `databaseHooks.session.create.before` (suspension, approval)
 * refuses it exactly as it refuses a password sign-in. The sign-in path is not one the two-factor plugin watches: a
 * passkey is already two factors (possession and the device's lock).
 */
export function passkeyPlugin({ db, clock, relyingParty }: PasskeyPluginDeps) {
  const { rpID, rpName, origin } = relyingParty;
  return {
    id: 'habitsprint-passkeys',
    endpoints: {
      passkeyRegistrationOptions: createAuthEndpoint(
        '/passkey/registration-options',
        { method: 'POST', use: [sessionMiddleware] },
        async (ctx) => {
          const { user } = ctx.context.session;
          const existing = await listCredentialsOf(db, user.id);
          const options = await generateRegistrationOptions({
            rpName,
            rpID,
            userID: new TextEncoder().encode(user.id),
            userName: user.email,
            userDisplayName: user.name,
            attestationType: 'none',
            excludeCredentials: existing.map((credential) => ({
              id: credential.credentialId,
              transports: credential.transports as AuthenticatorTransport[],
            })),
            // a discoverable credential: signing in needs no e-mail address
            authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
          });
          await keepChallenge(ctx, {
            ceremony: 'registration',
            challenge: options.challenge,
            userId: user.id,
          });
          return ctx.json(options);
        },
      ),
      passkeyRegistration: createAuthEndpoint(
        '/passkey/registration',
        { method: 'POST', use: [sessionMiddleware], body: credentialBody },
        async (ctx) => {
          const { user } = ctx.context.session;
          const stored = await takeChallenge(ctx, 'registration');
          if (stored.userId !== user.id) throw notVerified();
          const response = ctx.body.response as unknown as RegistrationResponseJSON;
          const verification = await verifyRegistrationResponse({
            response,
            expectedChallenge: stored.challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            requireUserVerification: false,
          }).catch(() => null);
          if (!verification?.verified) throw notVerified();
          const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
          if (await findPasskeyByCredentialId(db, credential.id)) {
            throw new APIError('CONFLICT', {
              code: 'PASSKEY_ALREADY_SAVED',
              message: 'This passkey is already saved.',
            });
          }
          const passkey = await insertPasskey(db, {
            userId: user.id,
            credentialId: credential.id,
            publicKey: isoBase64URL.fromBuffer(credential.publicKey),
            counter: credential.counter,
            transports: response.response.transports ?? [],
            deviceType: credentialDeviceType,
            backedUp: credentialBackedUp,
            name: defaultPasskeyName(ctx.headers?.get('user-agent'), (user as { locale?: unknown }).locale),
            createdAt: clock.now(),
          });
          return ctx.json({ passkey });
        },
      ),
      passkeySignInOptions: createAuthEndpoint(
        '/passkey/sign-in-options',
        { method: 'POST' },
        async (ctx) => {
          // no allowed credentials: the browser offers the passkeys it holds for this site (discoverable)
          const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
          await keepChallenge(ctx, { ceremony: 'sign-in', challenge: options.challenge, userId: null });
          return ctx.json(options);
        },
      ),
      signInPasskey: createAuthEndpoint(
        '/sign-in/passkey',
        { method: 'POST', body: credentialBody },
        async (ctx) => {
          const stored = await takeChallenge(ctx, 'sign-in');
          const response = ctx.body.response as unknown as AuthenticationResponseJSON;
          const passkey = await findPasskeyByCredentialId(db, response.id);
          if (!passkey) {
            throw new APIError('UNAUTHORIZED', {
              code: PASSKEY_CODES.unknown,
              message: 'This passkey is not saved in any account here.',
            });
          }
          // SimpleWebAuthn refuses a counter that did not grow (a cloned authenticator), unless both are 0 (synced
          // passkeys do not count)
          const verification = await verifyAuthenticationResponse({
            response,
            expectedChallenge: stored.challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            credential: {
              id: passkey.credentialId,
              publicKey: isoBase64URL.toBuffer(passkey.publicKey),
              counter: passkey.counter,
              transports: passkey.transports as AuthenticatorTransport[],
            },
            requireUserVerification: false,
          }).catch(() => null);
          if (!verification?.verified) throw notVerified();
          const recorded = await recordPasskeyUse(db, {
            id: passkey.id,
            previousCounter: passkey.counter,
            counter: verification.authenticationInfo.newCounter,
            at: clock.now(),
          });
          if (!recorded) throw notVerified();
          // the database hooks run here: a suspended account, or one awaiting approval, gets no session
          const session = await ctx.context.internalAdapter.createSession(passkey.userId);
          const user = await ctx.context.internalAdapter.findUserById(passkey.userId);
          if (!user) throw notVerified();
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
