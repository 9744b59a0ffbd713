import type { NextRound } from '#shared/challenge-rounds/challenge-rounds.types';
import type { RunItAgainInput } from '#shared/challenge-rounds/challenge-rounds.schemas';
import { CHALLENGE_LENGTH_DAYS } from '#shared/challenges/challenges.schemas';
import { addDays } from '#shared/domain/calendar-date';
import { challengeStatus } from '#shared/domain/challenge-status';
import { canModerate } from '#shared/domain/group-roles';
import type { Actor, Deps } from '#server/app-env';
import { badRequest, conflict } from '#server/lib/domain-error';
import { organizersChallenge } from '#server/features/challenges/challenge-access';
import { challengeToday } from '#server/features/challenges/challenge-view';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import {
  insertChallenge,
  insertParticipant,
  linkChallengeToGroup,
} from '#server/features/challenges/challenges.queries';
import { violatedUniqueConstraint } from '#server/features/check-ins/check-ins.queries';
import { requireGroupRole } from '#server/features/groups/group-access';
import { inviteMany } from '#server/features/invitations/invite-many';
import { listOtherParticipants, lockRoundSource } from './challenge-rounds.queries';
import { roundMessages } from './round-messages';

/** The constraint that gives a round at most one next round (schema/challenges.ts). */
const ONE_NEXT_ROUND = 'challenges_previous_round_id_unique';

/**
 * "Run it again" (product-rules.md#results-and-rounds): the organizer of a completed challenge starts its next
 * 14-day round with the same settings — and in the same group, if it has one — and invites every other participant
 * of the finished round, all in one transaction. A round is run again once: a second request is refused (409), also
 * when two arrive together (the source row is locked; the unique previous_round_id backs it up).
 */
export async function runItAgain(
  deps: Deps,
  actor: Actor,
  challengeId: string,
  input: RunItAgainInput,
): Promise<NextRound> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const source = organizersChallenge(
        await lockRoundSource(tx, challengeId),
        actor,
        roundMessages.notOrganizer,
      );
      const today = challengeToday(source, now);
      if (challengeStatus(source, today) !== 'completed') throw conflict(roundMessages.notCompleted);
      if (source.nextRoundId) throw conflict(roundMessages.alreadyRunAgain);
      const startDate = input.startDate ?? addDays(today, 1);
      if (startDate < today) {
        throw badRequest(roundMessages.startDateInPast, { startDate: roundMessages.startDateInPast });
      }
      if (source.groupId) {
        await requireGroupRole(
          { db: tx },
          actor,
          source.groupId,
          canModerate,
          challengeMessages.addToGroupNotModerator,
        );
      }
      const roundNumber = source.roundNumber + 1;
      const endDate = addDays(startDate, CHALLENGE_LENGTH_DAYS - 1);
      const id = await insertChallenge(tx, {
        title: source.title,
        description: source.description,
        organizerId: actor.userId,
        startDate,
        endDate,
        timezone: source.timezone,
        rules: source.rules,
        challengeType: source.challengeType,
        goalConfig: source.goalConfig,
        templateId: source.templateId,
        maxParticipants: source.maxParticipants,
        restDayBudget: source.restDayBudget,
        previousRoundId: source.id,
        roundNumber,
        seriesId: source.seriesId ?? source.id,
      });
      await insertParticipant(tx, id, actor.userId, now);
      if (source.groupId) await linkChallengeToGroup(tx, source.groupId, id);
      const invited = await inviteMany(tx, {
        challengeId: id,
        invitedBy: actor.userId,
        message: roundMessages.invitation(actor.name, roundNumber, source.title),
        invitees: await listOtherParticipants(tx, source.id, actor.userId),
        now,
      });
      return { id, roundNumber, startDate, endDate, invited };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === ONE_NEXT_ROUND) throw conflict(roundMessages.alreadyRunAgain);
    throw error;
  }
}
