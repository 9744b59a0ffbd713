import { Hono } from 'hono';
import { timezoneSchema } from '../../../shared/profile/profile.schemas';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/domain-error';
import { validate } from '../../lib/validate';
import { actorOf, requireActor } from '../../middleware/session';
import { findProfile, updateTimezone } from './profile.queries';

export const profileRoutes = new Hono<AppEnv>()
  .use('/me', requireActor)
  .use('/me/*', requireActor)
  .get('/me', async (c) => {
    const profile = await findProfile(c.var.deps.db, actorOf(c).userId);
    if (!profile) throw notFound('Profile not found');
    return c.json(profile);
  })
  // the browser reports its zone after sign-in, so "today" for future-dated check-ins is the person's own
  .put('/me/timezone', validate('json', timezoneSchema), async (c) => {
    const { timezone } = c.req.valid('json');
    await updateTimezone(c.var.deps.db, actorOf(c).userId, timezone);
    return c.json({ timezone });
  });
