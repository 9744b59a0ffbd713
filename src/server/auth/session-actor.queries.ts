import { sql } from 'drizzle-orm';
import { knownTimeZoneOrUtc } from '#shared/domain/calendar-date';
import type { Actor } from '#server/app-env';
import type { Database } from '#server/db/database';
import { preparedStatement } from '#server/db/prepared-statement';
import { sessions, users } from '#server/db/schema/auth';

export interface SessionActor extends Actor {
  expiresAt: Date;
  createdAt: Date;
}

/**
 * The session of a verified token with its person, in one prepared statement; undefined when there is none, or when
 * its person is suspended (decision 085: suspending deletes the sessions too; this holds if one is made meanwhile).
 */
export async function findSessionActor(db: Database, token: string): Promise<SessionActor | undefined> {
  const [row] = await sessionActor.run(db, { token });
  // a zone the runtime does not know counts as UTC, so nothing the person creates (a challenge) inherits it
  return (
    row && {
      ...row,
      timezone: knownTimeZoneOrUtc(row.timezone),
      expiresAt: new Date(row.expiresAt),
      createdAt: new Date(row.createdAt),
    }
  );
}

const sessionActor = preparedStatement<
  Omit<SessionActor, 'expiresAt' | 'createdAt'> & { expiresAt: string; createdAt: string }
>(
  () => sql`select u.id as "userId", u.email, u.name, u.timezone, u.email_verified as "emailVerified",
      u.site_admin as "siteAdmin", s.expires_at as "expiresAt", s.created_at as "createdAt"
    from ${sessions} s
    join ${users} u on u.id = s.user_id
    where s.token = ${sql.placeholder('token')} and u.suspended_at is null`,
);
