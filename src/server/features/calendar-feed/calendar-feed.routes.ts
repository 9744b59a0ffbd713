import { Hono } from 'hono';
import {
  calendarFeedSettingsSchema,
  createCalendarFeedSchema,
} from '#shared/calendar-feed/calendar-feed.schemas';
import type { AppEnv } from '#server/app-env';
import { notFound } from '#server/lib/domain-error';
import { hashSecretToken } from '#server/lib/secret-token';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson, rateLimit } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { calendarFeedMessages } from './calendar-feed-messages';
import {
  calendarFeedFor,
  createCalendarFeed,
  getCalendarFeed,
  removeCalendarFeed,
  updateCalendarFeed,
} from './calendar-feed.service';

const FEED_FILE = /^(.+)\.ics$/;

export const calendarFeedRoutes = new Hono<AppEnv>()
  // product-rules.md#calendar-feed: calendar apps poll every few hours; a guesser or a loop is stopped per address,
  // and one link is fetched at most 60 times an hour from one address (Google and Apple fetch from shared addresses)
  .use(
    '/calendar/:file',
    rateLimit({
      name: 'calendar-feed-address',
      windowSeconds: 60 * 60,
      max: 600,
      keyOf: (c) => c.var.clientIp,
      message: calendarFeedMessages.feedRateLimited,
    }),
    rateLimit({
      name: 'calendar-feed-link',
      windowSeconds: 60 * 60,
      max: 60,
      // by the link's hash, so the counters hold no working link
      keyOf: (c) => `${c.var.clientIp}:${hashSecretToken(c.req.param('file') ?? '').slice(0, 32)}`,
      message: calendarFeedMessages.feedRateLimited,
    }),
  )
  .get('/calendar/:file', async (c) => {
    const secret = FEED_FILE.exec(c.req.param('file'))?.[1];
    if (!secret) throw notFound(calendarFeedMessages.feedNotFound);
    const body = await calendarFeedFor(c.var.deps, secret);
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="habitsprint.ics"',
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
    });
  })
  .use('/me/calendar-feed', requireActor)
  .get('/me/calendar-feed', async (c) => c.json(await getCalendarFeed(c.var.deps, actorOf(c))))
  .post(
    '/me/calendar-feed',
    hourlyLimitPerPerson('calendar-feed-create', 20, calendarFeedMessages.linkRateLimited),
    validate('json', createCalendarFeedSchema),
    async (c) => c.json(await createCalendarFeed(c.var.deps, actorOf(c), c.req.valid('json')), 201),
  )
  .patch('/me/calendar-feed', validate('json', calendarFeedSettingsSchema), async (c) =>
    c.json(await updateCalendarFeed(c.var.deps, actorOf(c), c.req.valid('json'))),
  )
  .delete('/me/calendar-feed', async (c) => {
    await removeCalendarFeed(c.var.deps, actorOf(c));
    return c.body(null, 204);
  });
