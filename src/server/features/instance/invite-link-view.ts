import type { InviteLink } from '#shared/instance/instance.types';
import type { InviteLinkRow } from './instance.queries';

/** An invite link as the page shows it: its status is derived from the row and the time, never stored. */
export function inviteLinkView(row: InviteLinkRow, now: Date): InviteLink {
  const status =
    row.revokedAt !== null
      ? 'revoked'
      : row.usesLeft <= 0
        ? 'used-up'
        : row.expiresAt.getTime() <= now.getTime()
          ? 'expired'
          : 'active';
  return {
    id: row.id,
    maxUses: row.maxUses,
    usesLeft: row.usesLeft,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    status,
  };
}

/** The address an invite link opens: the sign-up screen with its code. */
export const inviteLinkUrl = (appUrl: string, code: string) =>
  `${appUrl}/auth?mode=signup&invite=${encodeURIComponent(code)}`;
