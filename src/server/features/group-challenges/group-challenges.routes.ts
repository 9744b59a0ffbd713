import { Hono } from 'hono';
import { addGroupMemberSchema } from '#shared/groups/groups.schemas';
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
import { challengeMessages } from '../challenges/challenge-messages';
import { groupMessages } from '../groups/group-messages';
import {
  addGroupMemberToChallenge,
  listChallengeGroupMembers,
  listGroupChallenges,
} from './group-challenges.service';

const challengeId = (id: string | undefined) => uuidOr404(id, challengeMessages.notFound);

export const groupChallengeRoutes = new Hono<AppEnv>()
  .get(
    '/groups/:id/challenges',
    documented({ summary: "A group's challenges", answers: { 200: groupChallengeListAnswer } }),
    requireActor,
    async (c) => {
      const groupId = uuidOr404(c.req.param('id'), groupMessages.notFound);
      return c.json(await listGroupChallenges(c.var.deps, actorOf(c), groupId));
    },
  )
  .get(
    '/challenges/:id/group-members',
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
    '/challenges/:id/group-members',
    documented({
      summary: "Add a member of the challenge's group to it (the organizer)",
      answers: { 201: groupMemberCandidateAnswer },
      // 403: not the organizer; 409: full, or already in; 422: ended, or not a member of the group
      refusals: [403, 409, 422],
    }),
    requireActor,
    validate('json', addGroupMemberSchema),
    async (c) => {
      const id = challengeId(c.req.param('id'));
      const { userId } = c.req.valid('json');
      return c.json(await addGroupMemberToChallenge(c.var.deps, actorOf(c), id, userId), 201);
    },
  );
