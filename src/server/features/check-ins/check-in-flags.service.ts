import type { CheckInFlag } from '#shared/check-ins/check-ins.types';
import { displayName } from '#shared/domain/display-name';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { forbidden, notFound } from '#server/lib/domain-error';
import { isOrganizer, mayReadBoard } from '#server/features/challenges/challenge-access';
import { createNotification } from '#server/features/notifications/notifications.service';
import { checkInFlaggedNotification, checkInMessages } from './check-in-messages';
import { deleteFlag, findCheckInToFlag, upsertFlag } from './check-in-flags.queries';
import { toCheckInFlag } from './check-in-view';

// product-rules.md#flagged-check-ins (decision 040): the organizer flags a questionable check-in for the group to
// see; the flag changes no score. Removing the person stays the organizer's sanction.

export interface FlagCheckIn {
  reason: string | null;
}

/**
 * The check-in the organizer may flag. Who may not read the challenge's board (challenge-access.ts: anyone who
 * does not take part) is answered 'Check-in not found', as for a check-in that does not exist; a participant who is
 * not the organizer is refused; a template's copy (its board is every copy's, its organizer its only participant)
 * has nothing to judge.
 */
async function checkInTheOrganizerMayFlag(db: Database, actor: Actor, checkInId: string) {
  const row = await findCheckInToFlag(db, checkInId, actor.userId);
  if (!row || !mayReadBoard({ ...row.challenge, isParticipant: row.isViewerParticipant }, actor.userId))
    throw notFound(checkInMessages.checkInNotFound);
  if (!isOrganizer(row.challenge, actor.userId)) throw forbidden(checkInMessages.onlyOrganizerFlags);
  if (row.challenge.templateId !== null) throw forbidden(checkInMessages.templateNotFlaggable);
  return row;
}

/** PUT /api/check-ins/:id/flag: flags the check-in (or changes the reason) and tells its person when newly flagged. */
export async function flagCheckIn(
  deps: Deps,
  actor: Actor,
  checkInId: string,
  input: FlagCheckIn,
): Promise<CheckInFlag> {
  return deps.db.transaction(async (tx) => {
    const checkIn = await checkInTheOrganizerMayFlag(tx, actor, checkInId);
    // a flag asks the person concerned about a check-in: one's own has nobody to ask (decision 061); taking back an
    // old flag of one's own stays possible
    if (checkIn.userId === actor.userId) throw forbidden(checkInMessages.ownNotFlaggable);
    const flag = await upsertFlag(tx, { checkInId, flaggedBy: actor.userId, reason: input.reason });
    // once per flag: a changed reason is seen on the check-in, not pushed again
    if (!checkIn.isFlagged) {
      await createNotification(tx, {
        userId: checkIn.userId,
        type: 'update',
        challengeId: checkIn.challenge.id,
        ...checkInFlaggedNotification({
          organizer: displayName({ name: actor.name, email: actor.email }),
          date: checkIn.date,
          title: checkIn.challenge.title,
          reason: input.reason,
        }),
      });
    }
    return toCheckInFlag(flag, true)!;
  });
}

/** DELETE /api/check-ins/:id/flag: removes the flag (nothing happens when there is none). */
export async function unflagCheckIn(deps: Deps, actor: Actor, checkInId: string) {
  await deps.db.transaction(async (tx) => {
    await checkInTheOrganizerMayFlag(tx, actor, checkInId);
    await deleteFlag(tx, checkInId);
  });
}
