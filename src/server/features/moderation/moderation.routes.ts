import { Hono } from 'hono';
import { z } from 'zod';
import {
  liftSuspensionSchema,
  moderationQuerySchema,
  reportActionSchema,
  reportSchema,
  suspendAccountSchema,
} from '#shared/moderation/moderation.schemas';
import {
  auditEntryAnswer,
  moderationAccessAnswer,
  queuedReportAnswer,
  sentReportAnswer,
  suspendedAccountAnswer,
} from '#shared/moderation/moderation.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { moderationMessages } from './moderation-messages';
import {
  actOnReport,
  liftAccountSuspension,
  listAuditLog,
  listReports,
  listSuspensions,
  readModerationAccess,
  suspendAccountDirectly,
} from './moderation.service';
import { submitReport } from './report.service';

const reportLimit = hourlyLimitPerPerson('reports', 30, moderationMessages.tooManyReports);

// At /reports: anyone signed in reports content they can see.
export const reportRoutes = new Hono<AppEnv>().post(
  '/',
  documented({
    summary: 'Report content to the moderators, with a reason',
    answers: { 201: sentReportAnswer },
    // 404: content missing or not visible; 409: already reported and still open; 422: one's own content
    refusals: [404, 409, 422],
  }),
  requireActor,
  reportLimit,
  validate('json', reportSchema),
  async (c) => c.json(await submitReport(c.var.deps, actorOf(c), c.req.valid('json')), 201),
);

// At /moderation: site administrators, and group admins and moderators for their groups (decision 085).
export const moderationRoutes = new Hono<AppEnv>()
  .get(
    '/access',
    documented({
      summary: 'What the moderation page may show you',
      answers: { 200: moderationAccessAnswer },
    }),
    requireActor,
    async (c) => c.json(await readModerationAccess(c.var.deps, actorOf(c))),
  )
  .get(
    '/reports',
    documented({
      summary: 'The moderation queue: reports you may moderate, newest first',
      answers: { 200: z.array(queuedReportAnswer) },
      refusals: [403],
    }),
    requireActor,
    validate('query', moderationQuerySchema),
    async (c) => c.json(await listReports(c.var.deps, actorOf(c), c.req.valid('query'))),
  )
  .post(
    '/reports/:id/actions',
    documented({
      summary: 'Hide, restore, dismiss, warn or suspend on a report',
      answers: { 204: { empty: 'Done, and written to the audit log' } },
      refusals: [403, 404, 409, 422],
    }),
    requireActor,
    validate('json', reportActionSchema),
    async (c) => {
      const reportId = uuidOr404(c.req.param('id'), moderationMessages.reportNotFound);
      await actOnReport(c.var.deps, actorOf(c), reportId, c.req.valid('json'));
      return c.body(null, 204);
    },
  )
  .get(
    '/audit',
    documented({
      summary: 'The moderation audit log, newest first',
      answers: { 200: z.array(auditEntryAnswer) },
      refusals: [403],
    }),
    requireActor,
    validate('query', moderationQuerySchema),
    async (c) => c.json(await listAuditLog(c.var.deps, actorOf(c), c.req.valid('query'))),
  )
  .get(
    '/suspensions',
    documented({
      summary: 'Suspended accounts (site administrators)',
      answers: { 200: z.array(suspendedAccountAnswer) },
      refusals: [403],
    }),
    requireActor,
    async (c) => c.json(await listSuspensions(c.var.deps, actorOf(c))),
  )
  .post(
    '/suspensions/:userId',
    documented({
      summary: 'Suspend an account directly, with the reason it is told (site administrators)',
      answers: { 204: { empty: "Suspended: the person's sessions and tokens ended, their content hidden" } },
      refusals: [403, 404, 409, 422],
    }),
    requireActor,
    validate('json', suspendAccountSchema),
    async (c) => {
      await suspendAccountDirectly(c.var.deps, actorOf(c), c.req.param('userId'), c.req.valid('json').note);
      return c.body(null, 204);
    },
  )
  .post(
    '/suspensions/:userId/lift',
    documented({
      summary: 'Lift a suspension (site administrators)',
      answers: { 204: { empty: 'The person can sign in again' } },
      refusals: [403, 404],
    }),
    requireActor,
    validate('json', liftSuspensionSchema),
    async (c) => {
      await liftAccountSuspension(c.var.deps, actorOf(c), c.req.param('userId'), c.req.valid('json').note);
      return c.body(null, 204);
    },
  );
