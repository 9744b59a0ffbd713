import { Hono } from 'hono';
import {
  calendarFeedSettingsSchema,
  createCalendarFeedSchema,
} from '#shared/calendar-feed/calendar-feed.schemas';
import {
  calendarFeedStatusAnswer,
  createdCalendarFeedAnswer,
} from '#shared/calendar-feed/calendar-feed.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
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

export const calendarFeedRoutes = new Hono<AppEnv>().get(
  '/:file',
  documented({
    summary: 'Your calendar feed: your challenges, and optionally a daily check-in entry (secret-link.ics)',
    access: 'secret-link',
    answers: {
      200: {
        media: 'text/calendar',
        description: 'An iCalendar (RFC 5545) file, read by calendar apps',
      },
    },
  }),
  // product-rules.md#calendar-feed: calendar apps poll every few hours; a guesser or a loop is stopped per address,
  // and one link is fetched at most 60 times an hour from one address (Google and Apple fetch from shared addresses)
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
  async (c) => {
    const secret = FEED_FILE.exec(c.req.param('file'))?.[1];
    if (!secret) throw notFound(calendarFeedMessages.feedNotFound);
    const body = await calendarFeedFor(c.var.deps, secret);
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="habitsprint.ics"',
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
    });
  },
);

// At /me/calendar-feed: the link itself, made and changed by its owner.
export const calendarFeedSettingsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({
      summary: 'Whether you have a calendar feed link, and its settings',
      answers: { 200: calendarFeedStatusAnswer },
    }),
    requireActor,
    async (c) => c.json(await getCalendarFeed(c.var.deps, actorOf(c))),
  )
  .post(
    '/',
    documented({
      summary: 'Make a new calendar feed link (the old one stops working); its URL is shown this once',
      answers: { 201: createdCalendarFeedAnswer },
    }),
    requireActor,
    hourlyLimitPerPerson('calendar-feed-create', 20, calendarFeedMessages.linkRateLimited),
    validate('json', createCalendarFeedSchema),
    async (c) => c.json(await createCalendarFeed(c.var.deps, actorOf(c), c.req.valid('json')), 201),
  )
  .patch(
    '/',
    documented({
      summary: "Change your calendar feed's settings",
      answers: { 200: calendarFeedStatusAnswer },
      // no link to change
      refusals: [404],
    }),
    requireActor,
    validate('json', calendarFeedSettingsSchema),
    async (c) => c.json(await updateCalendarFeed(c.var.deps, actorOf(c), c.req.valid('json'))),
  )
  .delete(
    '/',
    documented({
      summary: 'Turn your calendar feed link off',
      answers: { 204: { empty: 'The link answers 404 from now on' } },
      // no link to turn off
      refusals: [404],
    }),
    requireActor,
    async (c) => {
      await removeCalendarFeed(c.var.deps, actorOf(c));
      return c.body(null, 204);
    },
  );
