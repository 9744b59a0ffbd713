import { Hono } from 'hono';
import { uuidOr404 } from '#server/lib/uuid';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { notificationListAnswer } from '#shared/notifications/notifications.types';
import { actorOf, requireActor } from '#server/middleware/session';
import { notificationMessages } from './notification-messages';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';

const notificationId = (id: string | undefined) => uuidOr404(id, notificationMessages.notFound);

// GET /api/notifications/poll is not here: the app mounts it ahead of every middleware (notification-poll.routes.ts).
export const notificationRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({ summary: "The owner's notifications", answers: { 200: notificationListAnswer } }),
    requireActor,
    async (c) => c.json(await listNotifications(c.var.deps, actorOf(c))),
  )
  // before '/notifications/:id/read', which would otherwise take 'read-all' for an id
  .post(
    '/read-all',
    documented({
      summary: 'Mark all your notifications read',
      answers: { 204: { empty: 'All read' } },
    }),
    requireActor,
    async (c) => {
      await markAllNotificationsRead(c.var.deps, actorOf(c));
      return c.body(null, 204);
    },
  )
  .post(
    '/:id/read',
    documented({
      summary: 'Mark one of your notifications read',
      answers: { 204: { empty: 'Read' } },
    }),
    requireActor,
    async (c) => {
      await markNotificationRead(c.var.deps, actorOf(c), notificationId(c.req.param('id')));
      return c.body(null, 204);
    },
  );
