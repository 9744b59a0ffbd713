import { t } from '@lingui/core/macro';
import { challengeStatus } from '#shared/domain/challenge-status';
import type { Database } from '#server/db/database';
import { badRequest, conflict, notFound } from '#server/lib/domain-error';
import { nameOrSomeone } from '#server/i18n/someone';
import { createNotification } from '#server/features/notifications/notifications.service';
import { challengeToday } from './challenge-view';
import { findUserName, insertParticipant, lockChallenge, seatsOf } from './challenges.queries';
import { isTemplate } from './challenge-access';
import { challengeMessages } from './challenge-messages';
import { joinRefusal } from './challenges.policy';
import { forgetDeparture } from './participants.queries';

/**
 * The one way into a challenge (the share link, invitations and group adds call it), so the ended, full and
 * already-joined rules hold for every way in. A building block, not a use case (docs/decisions/032): call it inside
 * the caller's transaction; the challenge row stays locked until that transaction ends, so simultaneous joins for
 * the last seat queue and exactly one gets it. The organizer is told in the same transaction.
 */
export async function joinChallenge(
  tx: Database,
  challengeId: string,
  userId: string,
  now: Date,
  // false when the organizer did the adding (from the group): no notice to themselves
  { notifyOrganizer = true }: { notifyOrganizer?: boolean } = {},
) {
  const challenge = await lockChallenge(tx, challengeId);
  // a template is found here, to be refused as not joinable (400) by joinRefusal below
  if (!challenge) throw notFound(challengeMessages.notFound);
  const seats = await seatsOf(tx, challengeId, userId);
  const refusal = joinRefusal({
    isTemplate: isTemplate(challenge),
    status: challengeStatus(challenge, challengeToday(challenge, now)),
    isParticipant: seats.includesUser,
    participantCount: seats.taken,
    maxParticipants: challenge.maxParticipants,
  });
  if (refusal) throw refusal.kind === 'conflict' ? conflict(refusal.message) : badRequest(refusal.message);
  await insertParticipant(tx, challengeId, userId, now);
  await forgetDeparture(tx, challengeId, userId);
  if (notifyOrganizer && challenge.organizerId && challenge.organizerId !== userId) {
    const joinerName = await findUserName(tx, userId);
    const title = challenge.title;
    await createNotification(tx, {
      userId: challenge.organizerId,
      type: 'update',
      title: (i18n) => t(i18n)`New participant`,
      message: (i18n) => {
        const name = nameOrSomeone(i18n, joinerName);
        return t(i18n)`${name} joined "${title}"`;
      },
      challengeId,
    });
  }
}
