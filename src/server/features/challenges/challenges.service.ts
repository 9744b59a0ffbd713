import type { z } from 'zod';
import {
  type createChallengeSchema,
  splitRules,
  type updateChallengeSchema,
} from '#shared/challenges/challenges.schemas';
import type { ChallengeDetail, PublicChallenge } from '#shared/challenges/challenges.types';
import { goalChangeRefusal, resolveGoalConfig } from '#shared/challenges/goal-config';
import { canModerate } from '#shared/domain/group-roles';
import type { Actor, Deps } from '#server/app-env';
import { requireGroupRole } from '#server/features/groups/group-access';
import { refreshStandings } from '#server/features/standings/standings.queries';
import { badRequest } from '#server/lib/domain-error';
import { organizersChallenge, visibleChallenge } from './challenge-access';
import { challengeMessages } from './challenge-messages';
import { challengeToday, toChallengeDetail, toPublicChallenge } from './challenge-view';
import {
  deleteChallengeRow,
  findChallenge,
  insertChallenge,
  insertParticipant,
  listChallengeSummaries,
  listParticipants,
  lockChallenge,
  updateChallengeFields,
  linkChallengeToGroup,
} from './challenges.queries';
import { dateChangeRefusal } from './challenges.policy';

type CreateChallenge = z.output<typeof createChallengeSchema>;
type UpdateChallenge = z.output<typeof updateChallengeSchema>;

/** The signed-in person's own challenges, as the lists show them. */
export async function listMyChallenges(deps: Deps, actor: Actor) {
  return listChallengeSummaries(deps.db, actor.userId, deps.clock.now());
}

/** Any signed-in person may see a challenge (a non-participant sees it to join); templates are not viewed. */
export async function getChallengeDetail(
  deps: Deps,
  viewer: Actor,
  challengeId: string,
): Promise<ChallengeDetail> {
  const [row, participants] = await Promise.all([
    findChallenge(deps.db, challengeId),
    listParticipants(deps.db, challengeId),
  ]);
  return toChallengeDetail(visibleChallenge(row), participants, viewer, deps.clock.now());
}

/** The share-link page: what a signed-out visitor may see before joining. */
export async function getPublicChallenge(deps: Deps, challengeId: string): Promise<PublicChallenge> {
  const row = await findChallenge(deps.db, challengeId);
  return toPublicChallenge(visibleChallenge(row), deps.clock.now());
}

/**
 * The organizer becomes a participant; the challenge keeps the organizer's timezone for its status and days.
 * Created from a group (groupId, product-rules.md#screens-and-routes, #roles-and-permissions 'Add Challenge'): only
 * its moderators and admins (an unknown group, or a private one the person is not in, is 404), and linked to it in
 * the same transaction.
 */
export async function createChallenge(deps: Deps, actor: Actor, input: CreateChallenge) {
  const { groupId } = input;
  const challengeId = await deps.db.transaction(async (tx) => {
    if (groupId) {
      await requireGroupRole(
        { db: tx },
        actor,
        groupId,
        canModerate,
        challengeMessages.addToGroupNotModerator,
      );
    }
    const id = await insertChallenge(tx, {
      title: input.title,
      description: input.description,
      organizerId: actor.userId,
      startDate: input.startDate,
      endDate: input.endDate,
      timezone: actor.timezone,
      rules: splitRules(input.rules),
      challengeType: input.challengeType,
      goalConfig: resolveGoalConfig(input.challengeType, input.goalConfig),
      maxParticipants: input.maxParticipants,
      restDayBudget: input.restDayBudget,
    });
    await insertParticipant(tx, id, actor.userId, deps.clock.now());
    if (groupId) await linkChallengeToGroup(tx, groupId, id);
    return id;
  });
  return getChallengeDetail(deps, actor, challengeId);
}

/** Organizer only; only the fields sent change; the type never does (the schema has no field for it). */
export async function updateChallenge(deps: Deps, actor: Actor, challengeId: string, input: UpdateChallenge) {
  await deps.db.transaction(async (tx) => {
    // locked, so two simultaneous edits cannot each pass the date rules and together break them
    await lockChallenge(tx, challengeId);
    const challenge = organizersChallenge(
      await findChallenge(tx, challengeId),
      actor,
      challengeMessages.editNotOrganizer,
    );
    const refusal = dateChangeRefusal(challenge, input, challengeToday(challenge, deps.clock.now()));
    if (refusal) throw badRequest(refusal.message, { [refusal.field]: refusal.message });
    const goalRefusal = goalChangeRefusal(challenge.goalConfig, input.goalConfig);
    if (goalRefusal) throw badRequest(goalRefusal, { goalConfig: goalRefusal });
    await updateChallengeFields(tx, challengeId, {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.startDate !== undefined && { startDate: input.startDate }),
      ...(input.endDate !== undefined && { endDate: input.endDate }),
      ...(input.rules !== undefined && { rules: splitRules(input.rules) }),
      // a lower budget takes no rest day back: it only refuses new ones (decision 039)
      ...(input.restDayBudget !== undefined && { restDayBudget: input.restDayBudget }),
      ...(input.goalConfig !== undefined && {
        goalConfig: resolveGoalConfig(challenge.challengeType, input.goalConfig, challenge.goalConfig),
      }),
    });
    // standings count only check-ins within the dates: new dates, new standings for everyone
    const datesChanged =
      (input.startDate !== undefined && input.startDate !== challenge.startDate) ||
      (input.endDate !== undefined && input.endDate !== challenge.endDate);
    if (datesChanged) await refreshStandings(tx, challengeId);
  });
  return getChallengeDetail(deps, actor, challengeId);
}

/** Organizer only; everything that belongs to the challenge goes with it, atomically. */
export async function deleteChallenge(deps: Deps, actor: Actor, challengeId: string) {
  organizersChallenge(await findChallenge(deps.db, challengeId), actor, challengeMessages.deleteNotOrganizer);
  await deleteChallengeRow(deps.db, challengeId);
}
