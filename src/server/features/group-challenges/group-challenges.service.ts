import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import { challengeStatus } from '#shared/domain/challenge-status';
import type { ChallengeGroupMembers, GroupMemberCandidate } from '#shared/groups/groups.types';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { notFound, unprocessable } from '#server/lib/domain-error';
import { organizersChallenge } from '#server/features/challenges/challenge-access';
import { challengeToday } from '#server/features/challenges/challenge-view';
import { findChallenge, lockChallenge } from '#server/features/challenges/challenges.queries';
import { joinChallenge } from '#server/features/challenges/join-challenge';
import { requireGroupContent } from '#server/features/groups/group-access';
import { addedToChallenge } from '#server/features/notifications/notification-messages';
import { createNotification } from '#server/features/notifications/notifications.service';
import { refuseIfBlockedBy } from '#server/features/blocks/block-access';
import { blockMessages } from '#server/features/blocks/blocks-messages';
import { groupChallengeMessages as messages } from './group-challenge-messages';
import {
  findGroupMemberPerson,
  findLinkedGroup,
  listGroupChallengeSummaries,
  listMemberCandidates,
} from './group-challenges.queries';

/** The Challenges tab: whoever may see the group's content (public group or member), else 404. */
export async function listGroupChallenges(
  deps: Deps,
  actor: Actor,
  groupId: string,
): Promise<ChallengeSummary[]> {
  await requireGroupContent(deps, actor, groupId);
  return listGroupChallengeSummaries(deps.db, groupId, deps.clock.now());
}

interface ChallengeForGroupTab {
  organizerId: string | null;
  startDate: string;
  endDate: string;
  timezone: string;
}

/**
 * product-rules.md#group-challenges: the Group tab is the organizer's, on a group-linked challenge that is not
 * completed. The organizer must still see the group's content, so a private group's members are never shown to
 * someone who left it.
 */
async function requireGroupTab(
  db: Database,
  actor: Actor,
  challenge: ChallengeForGroupTab | undefined,
  group: { id: string; name: string } | null | undefined,
  now: Date,
) {
  const organized = organizersChallenge(challenge, actor, messages.membersNotOrganizer);
  if (!group) throw notFound(messages.notGroupLinked);
  if (challengeStatus(organized, challengeToday(organized, now)) === 'completed') {
    throw unprocessable(messages.completed);
  }
  await requireGroupContent({ db }, actor, group.id);
  return group;
}

/** The Group tab's list: the linked group's members, and whether each is already in the challenge. */
export async function listChallengeGroupMembers(
  deps: Deps,
  actor: Actor,
  challengeId: string,
): Promise<ChallengeGroupMembers> {
  const challenge = await findChallenge(deps.db, challengeId);
  const group = await requireGroupTab(deps.db, actor, challenge, challenge?.group, deps.clock.now());
  return { group, members: await listMemberCandidates(deps.db, group.id, challengeId) };
}

/**
 * The organizer adds a group member: like an invitation accepted at once, so through the one join service (full,
 * ended, already in; a person who left may come back), and the person is told, all in one transaction. Never
 * someone who blocked the organizer (product-rules.md#blocking).
 */
export async function addGroupMemberToChallenge(
  deps: Deps,
  actor: Actor,
  challengeId: string,
  userId: string,
): Promise<GroupMemberCandidate> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const challenge = await lockChallenge(tx, challengeId);
    const group = await requireGroupTab(tx, actor, challenge, await findLinkedGroup(tx, challengeId), now);
    const person = await findGroupMemberPerson(tx, group.id, userId);
    if (!person) throw unprocessable(messages.notGroupMember);
    await refuseIfBlockedBy(tx, userId, actor.userId, blockMessages.cannotAdd);
    // the organizer did the adding: no 'New participant' notice to themselves
    await joinChallenge(tx, challengeId, userId, now, { notifyOrganizer: false });
    await createNotification(tx, {
      userId,
      type: 'update',
      ...addedToChallenge(challenge!.title),
      challengeId,
    });
    return { ...person, isParticipant: true };
  });
}
