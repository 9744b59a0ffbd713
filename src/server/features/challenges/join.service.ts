import { displayName } from '../../../shared/domain/display-name';
import { challengeStatus } from '../../../shared/domain/challenge-status';
import type { Actor, Deps } from '../../app-env';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/domain-error';
import { createNotification } from '../notifications/notifications.service';
import { challengeToday } from './challenge-view';
import { findUserName, insertParticipant, lockChallenge, seatsOf } from './challenges.queries';
import { isTemplate, joinRefusal, messages } from './challenges.policy';
import { getChallengeDetail } from './challenges.service';
import { forgetDeparture, hasDeparted } from './participants.queries';

/**
 * The one way into a challenge (share link now; invitations and group adds call it too), so the ended, full and
 * already-joined rules hold for every way in. Call it inside the caller's transaction: the challenge row stays
 * locked until that transaction ends, so simultaneous joins for the last seat queue and exactly one gets it.
 * The organizer is told in the same transaction.
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
  if (!challenge) throw notFound(messages.notFound);
  const seats = await seatsOf(tx, challengeId, userId);
  const refusal = joinRefusal({
    isTemplate: isTemplate(challenge),
    status: challengeStatus(challenge, challengeToday(challenge, now)),
    isParticipant: seats.includesUser,
    participantCount: seats.taken,
    maxParticipants: challenge.maxParticipants,
  });
  if (refusal) throw refusal.kind === 'conflict' ? conflict(refusal.message) : badRequest(refusal.message);
  await insertParticipant(tx, challengeId, userId);
  await forgetDeparture(tx, challengeId, userId);
  if (notifyOrganizer && challenge.organizerId && challenge.organizerId !== userId) {
    const name = displayName({ name: await findUserName(tx, userId) }, 'Someone');
    await createNotification(tx, {
      userId: challenge.organizerId,
      type: 'update',
      title: 'New participant',
      message: `${name} joined "${challenge.title}"`,
      challengeId,
    });
  }
}

/** Joining by the share link: the signed-in person joins, and sees the challenge as a participant. */
export async function joinByLink(deps: Deps, actor: Actor, challengeId: string) {
  await deps.db.transaction(async (tx) => {
    // spec §4: whoever left or was removed comes back only through a new invitation
    if (await hasDeparted(tx, challengeId, actor.userId)) throw forbidden(messages.rejoinNeedsInvitation);
    await joinChallenge(tx, challengeId, actor.userId, deps.clock.now());
  });
  return getChallengeDetail(deps, actor, challengeId);
}
