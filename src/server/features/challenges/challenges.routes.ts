import { Hono } from 'hono';
import { uuidOr404 } from '#server/lib/uuid';
import {
  createChallengeSchema,
  startTemplateSchema,
  updateChallengeSchema,
} from '#shared/challenges/challenges.schemas';
import type { AppEnv } from '#server/app-env';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { challengeMessages } from './challenge-messages';
import {
  createChallenge,
  deleteChallenge,
  getChallengeDetail,
  getPublicChallenge,
  listMyChallenges,
  updateChallenge,
} from './challenges.service';
import { joinByLink } from './join.service';
import { leaveChallenge, removeParticipant } from './participants.service';
import { listTemplateChallenges, startTemplate } from './templates.service';

const challengeId = (id: string | undefined) => uuidOr404(id, challengeMessages.notFound);

// Creating (and starting templates) writes rows for one person: limited per person, not per address.
const createLimit = hourlyLimitPerPerson('challenge-create', 30, challengeMessages.createLimited);

export const challengeRoutes = new Hono<AppEnv>()
  // the share-link page, open to signed-out visitors
  .get('/challenges/:id/public', async (c) => {
    return c.json(await getPublicChallenge(c.var.deps, challengeId(c.req.param('id'))));
  })
  .get('/challenges', requireActor, async (c) => {
    return c.json({ challenges: await listMyChallenges(c.var.deps, actorOf(c)) });
  })
  .post('/challenges', requireActor, createLimit, validate('json', createChallengeSchema), async (c) => {
    return c.json(await createChallenge(c.var.deps, actorOf(c), c.req.valid('json')), 201);
  })
  // before '/challenges/:id', which would otherwise take 'templates' for an id
  .get('/challenges/templates', requireActor, async (c) => {
    return c.json({ templates: await listTemplateChallenges(c.var.deps) });
  })
  .post(
    '/challenges/templates/:id/start',
    requireActor,
    createLimit,
    validate('json', startTemplateSchema),
    async (c) => {
      const templateId = challengeId(c.req.param('id'));
      const { startDate } = c.req.valid('json');
      return c.json(await startTemplate(c.var.deps, actorOf(c), templateId, startDate), 201);
    },
  )
  .get('/challenges/:id', requireActor, async (c) => {
    return c.json(await getChallengeDetail(c.var.deps, actorOf(c), challengeId(c.req.param('id'))));
  })
  .patch('/challenges/:id', requireActor, validate('json', updateChallengeSchema), async (c) => {
    const id = challengeId(c.req.param('id'));
    return c.json(await updateChallenge(c.var.deps, actorOf(c), id, c.req.valid('json')));
  })
  .delete('/challenges/:id', requireActor, async (c) => {
    await deleteChallenge(c.var.deps, actorOf(c), challengeId(c.req.param('id')));
    return c.body(null, 204);
  })
  .post('/challenges/:id/join', requireActor, async (c) => {
    return c.json(await joinByLink(c.var.deps, actorOf(c), challengeId(c.req.param('id'))));
  })
  .post('/challenges/:id/leave', requireActor, async (c) => {
    await leaveChallenge(c.var.deps, actorOf(c), challengeId(c.req.param('id')));
    return c.body(null, 204);
  })
  .delete('/challenges/:id/participants/:userId', requireActor, async (c) => {
    const id = challengeId(c.req.param('id'));
    await removeParticipant(c.var.deps, actorOf(c), id, c.req.param('userId'));
    return c.body(null, 204);
  });
