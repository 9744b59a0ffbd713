import { Hono } from 'hono';
import { waitlistSchema } from '#shared/waitlist/waitlist.schemas';
import { joinWaitlistResultAnswer, type JoinWaitlistResult } from '#shared/waitlist/waitlist.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import { rateLimit } from '#server/middleware/rate-limit';
import { saveWaitlistEntry } from './waitlist.queries';

/** Public: visitors of the landing page join a feature's waitlist; one entry per e-mail and feature. */
// public, so limited per client address: nobody fills the list with junk
const waitlistLimit = rateLimit({ name: 'waitlist', windowSeconds: 600, max: 10 });

export const waitlistRoutes = new Hono<AppEnv>().post(
  '/',
  documented({
    summary: "Join a feature's waiting list",
    access: 'public',
    answers: { 201: joinWaitlistResultAnswer },
    refusals: [403], // a write from another site (middleware/origin-check.ts), as for every public write
  }),
  waitlistLimit,
  validate('json', waitlistSchema),
  async (c) => {
    const entry = c.req.valid('json');
    await saveWaitlistEntry(c.var.deps.db, entry);
    return c.json({ feature: entry.feature, joined: true } satisfies JoinWaitlistResult, 201);
  },
);
