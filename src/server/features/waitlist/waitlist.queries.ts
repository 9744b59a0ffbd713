import type { Database } from '#server/db/database';
import { waitlistEntries } from '#server/db/schema/feedback';

/** Signing up twice for one feature keeps one entry with the latest name and interest. */
export async function saveWaitlistEntry(
  db: Database,
  entry: { feature: string; name: string; email: string; interest?: string },
) {
  await db
    .insert(waitlistEntries)
    .values({ ...entry, interest: entry.interest || null })
    .onConflictDoUpdate({
      target: [waitlistEntries.email, waitlistEntries.feature],
      set: { name: entry.name, interest: entry.interest || null },
    });
}
