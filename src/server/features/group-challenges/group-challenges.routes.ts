import { Hono } from 'hono';
import { addGroupMemberSchema } from '#shared/groups/groups.schemas';
import type { AppEnv } from '#server/app-env';
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
  .get('/groups/:id/challenges', requireActor, async (c) => {
    const groupId = uuidOr404(c.req.param('id'), groupMessages.notFound);
    return c.json(await listGroupChallenges(c.var.deps, actorOf(c), groupId));
  })
  .get('/challenges/:id/group-members', requireActor, async (c) => {
    return c.json(await listChallengeGroupMembers(c.var.deps, actorOf(c), challengeId(c.req.param('id'))));
  })
  .post('/challenges/:id/group-members', requireActor, validate('json', addGroupMemberSchema), async (c) => {
    const id = challengeId(c.req.param('id'));
    const { userId } = c.req.valid('json');
    return c.json(await addGroupMemberToChallenge(c.var.deps, actorOf(c), id, userId), 201);
  });
