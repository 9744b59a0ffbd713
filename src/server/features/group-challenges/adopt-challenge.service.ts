import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import { challengeStatus } from '#shared/domain/challenge-status';
import { canModerate } from '#shared/domain/group-roles';
import type { Actor, Deps } from '#server/app-env';
import { conflict, unprocessable } from '#server/lib/domain-error';
import { organizersChallenge } from '#server/features/challenges/challenge-access';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { challengeToday } from '#server/features/challenges/challenge-view';
import { linkChallengeToGroup, lockChallenge } from '#server/features/challenges/challenges.queries';
import { requireGroupRole } from '#server/features/groups/group-access';
import { groupChallengeMessages as messages } from './group-challenge-messages';
import {
  findChallengeSummary,
  findLinkedGroup,
  listUnlinkedOrganizedSummaries,
} from './group-challenges.queries';

// A group adopts an existing challenge (decision 062): its 'Add Challenge' may link one the person organizes, not
// only create a new one. Who may: the group's admins and moderators (those who add challenges,
// product-rules.md#group-roles), for a challenge they organize that has not ended and is in no group yet.

/** What 'Add Challenge' offers to link: the asker's own challenges in no group that have not ended. */
export async function listAdoptableChallenges(
  deps: Deps,
  actor: Actor,
  groupId: string,
): Promise<ChallengeSummary[]> {
  await requireGroupRole(deps, actor, groupId, canModerate, challengeMessages.addToGroupNotModerator);
  const summaries = await listUnlinkedOrganizedSummaries(deps.db, actor.userId, deps.clock.now());
  return summaries.filter((summary) => summary.status !== 'completed');
}

/**
 * Links the challenge to the group. The challenge row is locked first, so of two groups adopting it at once one
 * wins and the other is told it is already in a group.
 */
export async function adoptChallenge(
  deps: Deps,
  actor: Actor,
  groupId: string,
  challengeId: string,
): Promise<ChallengeSummary> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await requireGroupRole({ db: tx }, actor, groupId, canModerate, challengeMessages.addToGroupNotModerator);
    const challenge = organizersChallenge(
      await lockChallenge(tx, challengeId),
      actor,
      messages.adoptNotOrganizer,
    );
    if (challengeStatus(challenge, challengeToday(challenge, now)) === 'completed') {
      throw unprocessable(messages.adoptCompleted);
    }
    if (await findLinkedGroup(tx, challengeId)) throw conflict(messages.alreadyInGroup);
    await linkChallengeToGroup(tx, groupId, challengeId);
    return findChallengeSummary(tx, challengeId, now);
  });
}
