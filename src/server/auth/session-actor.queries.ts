import { sql } from 'drizzle-orm';
import type { Actor } from '../app-env';
import type { Database } from '../db/database';
import { executePrepared } from '../db/prepared-statement';
import { sessions, users } from '../db/schema/auth';

export interface SessionActor extends Actor {
  expiresAt: Date;
}

/** The session of a verified token with its person, in one prepared statement; undefined when there is none. */
export async function findSessionActor(db: Database, token: string): Promise<SessionActor | undefined> {
  const [row] = await executePrepared<Omit<SessionActor, 'expiresAt'> & { expiresAt: Date | string }>(
    db,
    'session_actor',
    sql`select u.id as "userId", u.email, u.name, u.timezone, u.email_verified as "emailVerified",
          s.expires_at as "expiresAt"
        from ${sessions} s
        join ${users} u on u.id = s.user_id
        where s.token = ${token}`,
  );
  // raw statements hand timestamps back as text on some drivers
  return row && { ...row, expiresAt: new Date(row.expiresAt) };
}
