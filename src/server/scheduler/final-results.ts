import { calendarDateIn } from '#shared/domain/calendar-date';
import { CHECK_IN_GRACE_DAYS, isCheckInLocked } from '#shared/domain/check-in-window';
import type { Database } from '#server/db/database';
import { readLeaderboard } from '#server/features/leaderboards/leaderboards.service';
import { createNotification } from '#server/features/notifications/notifications.service';
import {
  claimResultDelivery,
  findChallengesDueForResults,
  participantIdsOf,
  type ResultCandidate,
} from './final-results.queries';
import { resultTexts } from './scheduler-texts';

/** Challenges announced per run, so a backlog (e.g. after a long outage) cannot stall a tick. */
export const RESULTS_BATCH_SIZE = 100;
/** Results are announced up to this many days after the grace period ended; older ones are not news any more. */
export const RESULTS_LOOKBACK_DAYS = 30;

/**
 * Announces the final results of challenges whose grace period is over (check-ins locked:
 * product-rules.md#check-in-windows), once per challenge: each is claimed in challenge_result_deliveries and its
 * participants' notifications are written in the same transaction, so a second process (or a rerun after a crash)
 * finds the claim and skips it. Returns how many challenges this run announced.
 */
export async function deliverFinalResults(
  db: Database,
  now: Date,
  batchSize = RESULTS_BATCH_SIZE,
): Promise<number> {
  const candidates = await findChallengesDueForResults(db, {
    now,
    graceDays: CHECK_IN_GRACE_DAYS,
    lookbackDays: RESULTS_LOOKBACK_DAYS,
    limit: batchSize,
  });
  let announced = 0;
  for (const challenge of candidates) {
    // the shared rule decides; the query only found candidates with the same rule in SQL
    if (!isCheckInLocked(challenge, calendarDateIn(challenge.timezone, now))) continue;
    if (await announceResults(db, challenge, now)) announced += 1;
  }
  return announced;
}

async function announceResults(db: Database, challenge: ResultCandidate, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimResultDelivery(tx, challenge.id))) return false;
    for (const userId of await participantIdsOf(tx, challenge.id)) {
      // the person's place on the board the challenge shows: its template's board for a template copy
      const board = await readLeaderboard(tx, challenge.id, userId, 1, now);
      // a participant may always read it: null would be a challenge gone meanwhile
      const message = board?.viewerEntry
        ? resultTexts.ranked(challenge.title, board.viewerEntry.position, board.totalEntries)
        : resultTexts.unranked(challenge.title);
      await createNotification(tx, {
        userId,
        type: 'result',
        title: resultTexts.title(challenge.title),
        message,
        challengeId: challenge.id,
      });
    }
    return true;
  });
}
