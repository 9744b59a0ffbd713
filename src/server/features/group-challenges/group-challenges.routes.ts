import { Hono } from 'hono';
import { addGroupMemberSchema, adoptChallengeSchema } from '#shared/groups/groups.schemas';
import { challengeSummaryAnswer } from '#shared/challenges/challenges.types';
import {
  challengeGroupMembersAnswer,
  groupChallengeListAnswer,
  groupMemberCandidateAnswer,
} from '#shared/groups/groups.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { addingPeopleGuard } from '#server/middleware/spam-limits';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { groupMessages } from '#server/features/groups/group-messages';
import {
  addGroupMemberToChallenge,
  listChallengeGroupMembers,
  listGroupChallenges,
} from './group-challenges.service';
import { adoptChallenge, listAdoptableChallenges } from './adopt-challenge.service';

const challengeId = (id: string | undefined) => uuidOr404(id, challengeMessages.notFound);
const groupIdOf = (id: string | undefined) => uuidOr404(id, groupMessages.notFound);

export const groupChallengeRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({ summary: "A group's challenges", answers: { 200: groupChallengeListAnswer } }),
    requireActor,
    async (c) => {
      return c.json(await listGroupChallenges(c.var.deps, actorOf(c), groupIdOf(c.req.param('id'))));
    },
  )
  .post(
    '/',
    documented({
      summary: 'Add an existing challenge of yours to the group (its admins and moderators)',
      answers: { 201: challengeSummaryAnswer },
      // 403: not a group admin or moderator, or not the challenge's organizer; 409: already in a group;
      // 422: the challenge has ended
      refusals: [403, 409, 422],
    }),
    requireActor,
    validate('json', adoptChallengeSchema),
    async (c) => {
      const groupId = groupIdOf(c.req.param('id'));
      const { challengeId: id } = c.req.valid('json');
      return c.json(await adoptChallenge(c.var.deps, actorOf(c), groupId, challengeId(id)), 201);
    },
  );

// At /groups/:id/adoptable-challenges.
export const adoptableChallengeRoutes = new Hono<AppEnv>().get(
  '/',
  documented({
    summary: 'Your challenges the group could add: in no group, not ended (its admins and moderators)',
    answers: { 200: groupChallengeListAnswer },
    // 403: not a group admin or moderator
    refusals: [403],
  }),
  requireActor,
  async (c) => {
    return c.json(await listAdoptableChallenges(c.var.deps, actorOf(c), groupIdOf(c.req.param('id'))));
  },
);

// At /challenges/:id/group-members: the members of the challenge's group, who may be added to it.
export const challengeGroupMemberRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({
      summary: "A group challenge's group members",
      answers: { 200: challengeGroupMembersAnswer },
      // 403: not the organizer; 422: the challenge has ended
      refusals: [403, 422],
    }),
    requireActor,
    async (c) => {
      return c.json(await listChallengeGroupMembers(c.var.deps, actorOf(c), challengeId(c.req.param('id'))));
    },
  )
  .post(
    '/',
    documented({
      summary: "Add a member of the challenge's group to it (the organizer)",
      answers: { 201: groupMemberCandidateAnswer },
      // 403: not the organizer; 409: full, or already in; 422: ended, or not a member of the group
      refusals: [403, 409, 422],
    }),
    requireActor,
    addingPeopleGuard,
    validate('json', addGroupMemberSchema),
    async (c) => {
      const id = challengeId(c.req.param('id'));
      const { userId } = c.req.valid('json');
      return c.json(await addGroupMemberToChallenge(c.var.deps, actorOf(c), id, userId), 201);
    },
  );
