import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/domain-error';
import { actorOf, requireActor } from '../../middleware/session';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_NOT_FOUND,
} from './notifications.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no notification: 404, like an unknown one (never a database error). */
function notificationId(id: string | undefined): string {
  if (!id || !UUID.test(id)) throw notFound(NOTIFICATION_NOT_FOUND);
  return id.toLowerCase();
}

// GET /api/notifications/poll is not here: the app mounts it ahead of every middleware (notification-poll.routes.ts).
export const notificationRoutes = new Hono<AppEnv>()
  .use('/notifications', requireActor)
  .use('/notifications/*', requireActor)
  .get('/notifications', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listNotifications(c.var.deps, actorOf(c)));
  })
  // before '/notifications/:id/read', which would otherwise take 'read-all' for an id
  .post('/notifications/read-all', async (c) => {
    await markAllNotificationsRead(c.var.deps, actorOf(c));
    return c.body(null, 204);
  })
  .post('/notifications/:id/read', async (c) => {
    await markNotificationRead(c.var.deps, actorOf(c), notificationId(c.req.param('id')));
    return c.body(null, 204);
  });
