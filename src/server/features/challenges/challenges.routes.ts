import { Hono } from 'hono';
import { uuidOr404 } from '#server/lib/uuid';
import {
  createChallengeSchema,
  startTemplateSchema,
  updateChallengeSchema,
} from '#shared/challenges/challenges.schemas';
import {
  challengeDetailAnswer,
  challengeListAnswer,
  publicChallengeAnswer,
  templateListAnswer,
} from '#shared/challenges/challenges.types';
import type { AppEnv } from '#server/app-env';
import { i18nFor } from '#server/i18n/i18n-for';
import { requestLocale } from '#server/i18n/request-locale';
import { documented } from '#server/lib/documented';
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
  .get(
    '/:id/public',
    documented({
      summary: 'A challenge as its share link shows it, also to signed-out visitors',
      access: 'public',
      answers: { 200: publicChallengeAnswer },
    }),
    async (c) => {
      return c.json(await getPublicChallenge(c.var.deps, challengeId(c.req.param('id'))));
    },
  )
  .get(
    '/',
    documented({
      summary: 'Challenges the owner is in or may join',
      answers: { 200: challengeListAnswer },
    }),
    requireActor,
    async (c) => {
      return c.json({ challenges: await listMyChallenges(c.var.deps, actorOf(c)) });
    },
  )
  .post(
    '/',
    documented({
      summary: 'Create a challenge (in a group, for its admins and moderators)',
      answers: { 201: challengeDetailAnswer },
      // the group named by groupId: unknown or private to the person (404), or not theirs to add to (403)
      refusals: [403, 404],
    }),
    requireActor,
    createLimit,
    validate('json', createChallengeSchema),
    async (c) => {
      return c.json(await createChallenge(c.var.deps, actorOf(c), c.req.valid('json')), 201);
    },
  )
  // before '/challenges/:id', which would otherwise take 'templates' for an id
  .get(
    '/templates',
    documented({ summary: 'Challenge templates', answers: { 200: templateListAnswer } }),
    requireActor,
    async (c) => {
      return c.json({ templates: await listTemplateChallenges(c.var.deps, i18nFor(requestLocale(c))) });
    },
  )
  .post(
    '/templates/:id/start',
    documented({
      summary: 'Start a personal copy of a template',
      answers: { 201: challengeDetailAnswer },
    }),
    requireActor,
    createLimit,
    validate('json', startTemplateSchema),
    async (c) => {
      const templateId = challengeId(c.req.param('id'));
      const { startDate } = c.req.valid('json');
      return c.json(
        await startTemplate(c.var.deps, actorOf(c), templateId, startDate, i18nFor(requestLocale(c))),
        201,
      );
    },
  )
  .get(
    '/:id',
    documented({ summary: 'One challenge', answers: { 200: challengeDetailAnswer } }),
    requireActor,
    async (c) => {
      return c.json(await getChallengeDetail(c.var.deps, actorOf(c), challengeId(c.req.param('id'))));
    },
  )
  .patch(
    '/:id',
    documented({
      summary: 'Edit a challenge (its organizer)',
      answers: { 200: challengeDetailAnswer },
      refusals: [403],
    }),
    requireActor,
    validate('json', updateChallengeSchema),
    async (c) => {
      const id = challengeId(c.req.param('id'));
      return c.json(await updateChallenge(c.var.deps, actorOf(c), id, c.req.valid('json')));
    },
  )
  .delete(
    '/:id',
    documented({
      summary: 'Delete a challenge and all it holds (its organizer)',
      answers: { 204: { empty: 'Deleted' } },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      await deleteChallenge(c.var.deps, actorOf(c), challengeId(c.req.param('id')));
      return c.body(null, 204);
    },
  )
  .post(
    '/:id/join',
    documented({
      summary: 'Join a challenge by its share link',
      answers: { 200: challengeDetailAnswer },
      // 403: left or removed before, so back only by a new invitation; 409: ended, full or already in
      refusals: [403, 409],
    }),
    requireActor,
    async (c) => {
      return c.json(await joinByLink(c.var.deps, actorOf(c), challengeId(c.req.param('id'))));
    },
  )
  .post(
    '/:id/leave',
    documented({
      summary: 'Leave a challenge (a participant, never its organizer)',
      answers: { 204: { empty: 'Left, with your check-ins and standing' } },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      await leaveChallenge(c.var.deps, actorOf(c), challengeId(c.req.param('id')));
      return c.body(null, 204);
    },
  )
  .delete(
    '/:id/participants/:userId',
    documented({
      summary: 'Remove a participant (the organizer)',
      answers: { 204: { empty: 'Removed; they are told so' } },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      const id = challengeId(c.req.param('id'));
      await removeParticipant(c.var.deps, actorOf(c), id, c.req.param('userId'));
      return c.body(null, 204);
    },
  );
