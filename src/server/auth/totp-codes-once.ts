import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { TOTP_CODE_ALREADY_USED } from '#shared/auth/two-step-codes';
import type { Database } from '#server/db/database';
import { giveBackTotpCode, takeTotpCode } from './used-totp-codes.queries';

const VERIFY_TOTP_PATH = '/two-factor/verify-totp';
/** better-auth's twoFactor plugin keeps the person between the password and the code in this signed cookie */
const TWO_FACTOR_COOKIE = 'two_factor';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The person entering a code: signed in (confirming two-step verification), or between password and code. */
async function personEnteringCode(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const pendingSignIn = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pendingSignIn) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(pendingSignIn))?.value ?? null;
}

/** The code and its person, when the request has both; otherwise the plugin refuses it by itself. */
async function codeEntered(ctx: HookContext) {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return null;
  const userId = await personEnteringCode(ctx);
  return userId ? { userId, code } : null;
}

/**
 * An authenticator-app code is accepted once (decision 088, amended 2026-12-03; RFC 6238 §5.2): better-auth's plugin
 * accepts a code for 90 s and keeps no record of it, so a code seen on the way (over a shoulder, through a phishing
 * page) signed in a second time. The code is taken before the plugin checks it, so two requests racing with one code
 * cannot both pass, and given back when the plugin refuses it: a wrong code was never used.
 */
export function totpCodesOncePlugin(db: Database) {
  const isVerifyTotp = (ctx: { path?: string }) => ctx.path === VERIFY_TOTP_PATH;
  return {
    id: 'habitsprint-totp-codes-once',
    hooks: {
      before: [
        {
          matcher: isVerifyTotp,
          handler: createAuthMiddleware(async (ctx) => {
            const entered = await codeEntered(ctx);
            if (entered && !(await takeTotpCode(db, entered.userId, entered.code))) {
              throw new APIError('UNAUTHORIZED', {
                code: TOTP_CODE_ALREADY_USED,
                message: 'This code was used already. Enter the next code your authenticator app shows.',
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: isVerifyTotp,
          handler: createAuthMiddleware(async (ctx) => {
            if (!isAPIError(ctx.context.returned)) return;
            const entered = await codeEntered(ctx);
            if (entered) await giveBackTotpCode(db, entered.userId, entered.code);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
