import { asc, desc, eq, sql } from 'drizzle-orm';
import type { SignUpMode } from '#shared/instance/sign-up-modes';
import type { Database } from '#server/db/database';
import { sessions, users } from '#server/db/schema/auth';
import { checkIns } from '#server/db/schema/challenges';
import { instanceInviteLinks, instanceSettings } from '#server/db/schema/instance';

// Drizzle reads and writes of the instance page's settings, counts and invite links; the rules live in the services.

/** How many waiting accounts and invite links the page lists at most, newest links first. */
export const WAITING_LIST_LIMIT = 200;
export const INVITE_LINK_LIST_LIMIT = 50;

/**
 * The sign-up mode and the counts of the day that began at `since`, in one statement. Active: a session created or
 * renewed (better-auth renews a session used a day after its last renewal) or a check-in written since then.
 */
export async function readModeAndCounts(db: Database, since: Date) {
  const sinceText = since.toISOString();
  const [row] = await db
    .select({
      mode: sql<SignUpMode | null>`(select ${instanceSettings.signUpMode} from ${instanceSettings})`,
      people: sql<number>`(select count(*)::int from ${users} where not ${users.awaitingApproval})`,
      activeToday: sql<number>`(select count(*)::int from (
          select ${sessions.userId} from ${sessions} where ${sessions.updatedAt} >= ${sinceText}
          union
          select ${checkIns.userId} from ${checkIns} where ${checkIns.createdAt} >= ${sinceText}
        ) as active)`,
      checkInsToday: sql<number>`(select count(*)::int from ${checkIns}
        where ${checkIns.createdAt} >= ${sinceText} and ${checkIns.kind} = 'check_in')`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export const listWaitingAccounts = (db: Database) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.awaitingApproval, true))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(WAITING_LIST_LIMIT);

const inviteLinkColumns = {
  id: instanceInviteLinks.id,
  maxUses: instanceInviteLinks.maxUses,
  usesLeft: instanceInviteLinks.usesLeft,
  expiresAt: instanceInviteLinks.expiresAt,
  revokedAt: instanceInviteLinks.revokedAt,
  createdAt: instanceInviteLinks.createdAt,
};
export interface InviteLinkRow {
  id: string;
  maxUses: number;
  usesLeft: number;
  expiresAt: Date;
  revokedAt: Date | null;
  createdAt: Date;
}

export const listInviteLinks = (db: Database): Promise<InviteLinkRow[]> =>
  db
    .select(inviteLinkColumns)
    .from(instanceInviteLinks)
    .orderBy(desc(instanceInviteLinks.createdAt), desc(instanceInviteLinks.id))
    .limit(INVITE_LINK_LIST_LIMIT);

export async function writeSignUpMode(db: Database, mode: SignUpMode, now: Date) {
  await db
    .insert(instanceSettings)
    .values({ id: 1, signUpMode: mode, updatedAt: now })
    .onConflictDoUpdate({ target: instanceSettings.id, set: { signUpMode: mode, updatedAt: now } });
}

export async function insertInviteLink(
  db: Database,
  link: { codeHash: string; createdBy: string; maxUses: number; expiresAt: Date; createdAt: Date },
): Promise<InviteLinkRow> {
  const [row] = await db
    .insert(instanceInviteLinks)
    .values({ ...link, usesLeft: link.maxUses })
    .returning(inviteLinkColumns);
  return row!;
}

/** Revokes the link (a second time keeps the first time); undefined when there is no such link. */
export async function revokeInviteLink(
  db: Database,
  id: string,
  now: Date,
): Promise<InviteLinkRow | undefined> {
  const [row] = await db
    .update(instanceInviteLinks)
    .set({ revokedAt: sql`coalesce(${instanceInviteLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(instanceInviteLinks.id, id))
    .returning(inviteLinkColumns);
  return row;
}
