import type { AccountSecurity, DevicesSignedOut } from '#shared/account/account.types';
import type { Actor, Deps } from '#server/app-env';
import { listPasskeysOf } from '#server/auth/passkeys/passkeys.queries';
import { absoluteLifetimeCutoff } from '#server/auth/session-lifetime';
import { badRequest, notFound } from '#server/lib/domain-error';
import { accountMessages } from './account-messages';
import {
  deleteSessionOf,
  deleteSessionsExcept,
  findSignInSettings,
  findSessionOwner,
  listLiveSessions,
} from './account.queries';
import { deviceOf } from './device-of';

/**
 * The "Sign-in and security" section: the address, a pending change, whether two-step verification is on, the
 * signed-in devices and the passkeys (three statements).
 */
export async function getAccountSecurity(
  deps: Deps,
  actor: Actor,
  currentSessionToken: string,
): Promise<AccountSecurity> {
  const [account, rows, passkeys] = await Promise.all([
    findSignInSettings(deps.db, actor.userId, deps.clock.now()),
    listLiveSessions(deps.db, actor.userId, absoluteLifetimeCutoff()),
    listPasskeysOf(deps.db, actor.userId),
  ]);
  const devices = rows.map((row) => ({
    id: row.id,
    ...deviceOf(row.userAgent),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    isCurrent: row.token === currentSessionToken,
  }));
  // this device first; the rest keep their order, most recently seen first
  devices.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
  return {
    email: account?.email ?? actor.email,
    pendingEmail: account?.pending?.newEmail ?? null,
    twoFactorEnabled: account?.twoFactorEnabled ?? false,
    devices,
    passkeys,
  };
}

/**
 * Signs out one of the person's other devices. Someone else's session answers as one that does not exist; this
 * device's own is refused (the menu's Sign out ends it, clearing its cookie).
 */
export async function signOutDevice(
  deps: Deps,
  actor: Actor,
  input: { sessionId: string; currentSessionToken: string },
): Promise<DevicesSignedOut> {
  const ended = await deleteSessionOf(deps.db, actor.userId, input.sessionId, input.currentSessionToken);
  if (ended === 1) return { signedOutDevices: 1 };
  const owner = await findSessionOwner(deps.db, input.sessionId);
  if (owner?.userId === actor.userId && owner.token === input.currentSessionToken) {
    throw badRequest(accountMessages.thisDevice);
  }
  throw notFound(accountMessages.deviceNotFound);
}

/** "Sign out everywhere else": every session of the person but this one. */
export async function signOutOtherDevices(
  deps: Deps,
  actor: Actor,
  currentSessionToken: string,
): Promise<DevicesSignedOut> {
  return { signedOutDevices: await deleteSessionsExcept(deps.db, actor.userId, currentSessionToken) };
}
