import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { normalizeEmail, passwordProblems, personNameSchema } from '#shared/auth/auth.schemas';
import { isValidTimeZone } from '#shared/domain/calendar-date';
import { isLocale, SOURCE_LOCALE } from '#shared/i18n/locales';
import { acceptedLanguages, negotiateLocale } from '#shared/i18n/negotiate-locale';
import type { Database } from '#server/db/database';
import { i18nFor } from '#server/i18n/i18n-for';
import { schema } from '#server/db/schema';
import type { Env } from '#server/env';
import type { BackgroundTasks } from '#server/lib/background-tasks';
import { type Clock, systemClock } from '#server/lib/clock';
import { passwordResetEmail, verificationEmail } from '#server/mail/auth-emails';
import type { Mailer, MailMessage } from '#server/mail/mailer';
import { admitNewAccount, refuseSessionOfWaitingAccount, refuseSignUpNotAdmitted } from './account-admission';
import { authRateLimits } from './auth-rate-limits';
import { CLIENT_IP_HEADER } from './client-ip-header';
import { passkeyPlugin } from './passkeys/passkey-plugin';
import { relyingPartyOf } from './passkeys/relying-party';
import {
  admitSingleSignOnStart,
  isSingleSignOnCallback,
  newAccountFromSingleSignOn,
  SINGLE_SIGN_ON_START_PATH,
  singleSignOnPlugins,
} from './single-sign-on';
import { refuseSessionOfSuspended } from './suspended-sign-in';
import { totpCodesOncePlugin } from './totp-codes-once';

export interface AuthDeps {
  db: Database;
  env: Env;
  mailer: Mailer;
  secret: string;
  logger: Logger;
  /** better-auth sends its e-mails here, after answering (decision 021); without it, before answering (scripts) */
  backgroundTasks?: BackgroundTasks;
  /** the app's clock (invite links expire by it); the system's when none is given (scripts) */
  clock?: Clock;
}

const PASSWORD_CHANGING_PATHS = new Set(['/sign-up/email', '/reset-password']);
const EMAIL_CARRYING_PATHS = new Set(['/sign-up/email', '/sign-in/email', '/request-password-reset']);

export function createAuth({
  db,
  env,
  mailer,
  secret,
  logger,
  backgroundTasks,
  clock = systemClock(),
}: AuthDeps) {
  // sent after the answer, so nobody can tell from the response time whether an address has an account; a failed
  // send is logged here (better-auth would log it only through its own logger)
  const send = async (message: MailMessage) => {
    await mailer.send(message).catch((err: unknown) => {
      logger.error({ err, subject: message.subject }, 'An e-mail could not be sent');
    });
  };
  return betterAuth({
    appName: 'HabitSprint',
    baseURL: `${env.APP_URL}/api/auth`,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.APP_URL],
    telemetry: { enabled: false },
    logger: { disabled: env.LOG_LEVEL === 'silent', level: 'error' },
    // An error that is not one of better-auth's own answers (the database out of reach, a bug) reaches our error
    // handler, which answers 503 or 500 in the app's JSON shape instead of better-auth's empty 500.
    // a single sign-on that fails comes back to the sign-in screen, which says why from ?error= (decision 090)
    onAPIError: { throw: true, errorURL: `${env.APP_URL}/auth?mode=signin` },
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    user: {
      additionalFields: {
        timezone: { type: 'string', required: false, defaultValue: 'UTC', input: true },
        locale: { type: 'string', required: false, defaultValue: SOURCE_LOCALE, input: true },
        // decision 087: written by site administrators and the sign-up modes, never by a sign-up's body
        siteAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
        awaitingApproval: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    // better-auth's defaults, said out loud (decision 090): a provider's identity joins an existing account only when
    // the provider has confirmed the address (no provider is trusted without) and its owner has confirmed it here
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // The link lands on our own /auth screen, which keeps the code and shows the new-password form.
      sendResetPassword: async ({ user, token }) => {
        const url = `${env.APP_URL}/auth?code=${encodeURIComponent(token)}`;
        await send(passwordResetEmail(i18nOfUser(user), user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: env.REQUIRE_EMAIL_VERIFICATION,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await send(verificationEmail(i18nOfUser(user), user.email, user.name, url));
      },
    },
    plugins: [
      // single sign-on, when a provider is configured (decision 090)
      ...singleSignOnPlugins(env),
      // two-step verification with an authenticator app (decision 088): the secret and the backup codes are stored
      // encrypted with `secret`; a trusted device skips the code for 30 days
      twoFactor({ trustDeviceMaxAge: 30 * 24 * 60 * 60 }),
      // …each of its codes accepted once
      totpCodesOncePlugin(db),
      // passkeys (decision 089), ours over SimpleWebAuthn
      passkeyPlugin({ db, clock, relyingParty: relyingPartyOf(env.APP_URL) }),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: Math.ceil(100 * env.RATE_LIMIT_SCALE),
      customRules: authRateLimits(env.RATE_LIMIT_SCALE),
    },
    advanced: {
      cookiePrefix: 'habitsprint',
      useSecureCookies: env.NODE_ENV === 'production',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      ...(backgroundTasks && { backgroundTasks: { handler: (task) => backgroundTasks.run(task) } }),
    },
    // who may have an account and a session (product-rules.md#sign-up-modes, decisions 085 and 087): every way of signing up
    // creates a user, every way of signing in creates a session
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            const inviteCode = (ctx?.body as { inviteCode?: unknown } | undefined)?.inviteCode;
            const fromSingleSignOn = isSingleSignOnCallback(ctx)
              ? await newAccountFromSingleSignOn(user)
              : {};
            return {
              data: {
                ...user,
                ...fromSingleSignOn,
                ...(await admitNewAccount(db, clock, user.email, inviteCode)),
              },
            };
          },
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            // a suspended account first (decision 085): it is told so whatever else holds it back
            await refuseSessionOfSuspended(db, session.userId);
            // the confirmation link is followed in a browser: a waiting account lands on sign-in (which says why)
            // with its address confirmed, rather than on an error page
            const viaConfirmationLink = ctx?.path === '/verify-email';
            await refuseSessionOfWaitingAccount(
              db,
              session.userId,
              viaConfirmationLink ? () => ctx.redirect(`${env.APP_URL}/auth?mode=signin`) : undefined,
            );
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === SINGLE_SIGN_ON_START_PATH) {
          return { context: { ...ctx, body: await admitSingleSignOnStart(ctx.body) } };
        }
        if (!EMAIL_CARRYING_PATHS.has(ctx.path) && !PASSWORD_CHANGING_PATHS.has(ctx.path)) return;
        const body = { ...(ctx.body as Record<string, unknown>) };
        if (PASSWORD_CHANGING_PATHS.has(ctx.path)) {
          const password = ctx.path === '/reset-password' ? body.newPassword : body.password;
          const problems =
            typeof password === 'string' ? passwordProblems(password) : ['Password is required'];
          if (problems.length > 0) {
            throw new APIError('BAD_REQUEST', {
              code: 'WEAK_PASSWORD',
              message: 'Password does not meet security requirements. Please check all requirements are met.',
              reasons: problems,
            });
          }
        }
        if (typeof body.email === 'string') body.email = normalizeEmail(body.email);
        if (ctx.path === '/sign-up/email') {
          await refuseSignUpNotAdmitted(db, clock, String(body.email), body.inviteCode);
          const name = personNameSchema.safeParse(body.name);
          if (!name.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'INVALID_NAME',
              message: name.error.issues[0]?.message ?? 'Please enter your name.',
            });
          }
          body.name = name.data;
          if (typeof body.timezone !== 'string' || !isValidTimeZone(body.timezone)) body.timezone = 'UTC';
          // the language the sign-up screen was shown in; a client that names none gets its browser's
          if (!isLocale(body.locale))
            body.locale = negotiateLocale(acceptedLanguages(ctx.headers?.get('accept-language')));
          // an avatar is only ever one of our own uploads (POST /api/me/avatar), never a URL a client names
          if (body.image !== undefined) {
            throw new APIError('BAD_REQUEST', {
              code: 'INVALID_IMAGE',
              message: 'Add a picture from your profile after signing up.',
            });
          }
        }
        return { context: { ...ctx, body } };
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** An account's e-mails are written in its person's language (decision 079): better-auth hands over the row. */
function i18nOfUser(user: object) {
  const locale = 'locale' in user ? user.locale : undefined;
  return i18nFor(isLocale(locale) ? locale : SOURCE_LOCALE);
}
