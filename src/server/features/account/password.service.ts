import type { ChangePasswordInput } from '#shared/account/account.schemas';
import type { PasswordChanged } from '#shared/account/account.types';
import type { Actor, Deps } from '#server/app-env';
import { admitSignInAttempt, forgetSignInFailures } from '#server/auth/sign-in-throttle';
import { badRequest } from '#server/lib/domain-error';
import { accountMessages } from './account-messages';
import { deleteSessionsExcept, findPasswordHash, updatePasswordHash } from './account.queries';

/**
 * A new password for the signed-in person, once the current one is right; every other session ends, this one stays
 * (product-rules.md#account-settings). A wrong current password counts against the account as a failed sign-in
 * would (the same throttle: both guess the same password). Hashing is better-auth's own, so sign-in keeps working.
 */
export async function changePassword(
  deps: Deps,
  actor: Actor,
  input: ChangePasswordInput & { currentSessionToken: string },
): Promise<PasswordChanged> {
  await admitSignInAttempt(deps, actor.email);
  const { password } = await deps.auth.$context;
  const hash = await findPasswordHash(deps.db, actor.userId);
  if (!hash) throw badRequest(accountMessages.noPassword);
  const isRight = await password.verify({ hash, password: input.currentPassword });
  if (!isRight) {
    throw badRequest(accountMessages.wrongCurrentPassword, {
      currentPassword: accountMessages.wrongCurrentPassword,
    });
  }
  await forgetSignInFailures(deps, actor.email);
  const newHash = await password.hash(input.newPassword);
  const signedOutDevices = await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, actor.userId, newHash, deps.clock.now());
    return deleteSessionsExcept(tx, actor.userId, input.currentSessionToken);
  });
  return { signedOutDevices };
}
