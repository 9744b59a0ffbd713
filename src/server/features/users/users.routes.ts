import { Hono } from 'hono';
import { z } from 'zod';
import { userSearchResultAnswer, userSearchSchema } from '#shared/users/user-search';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { findUsers } from './users.service';

export const userRoutes = new Hono<AppEnv>().use('/users/*', requireActor).get(
  '/users/search',
  documented({
    summary: 'Find people to invite, by a part of their name or their whole e-mail address',
    answers: { 200: z.array(userSearchResultAnswer) },
  }),
  validate('query', userSearchSchema),
  async (c) => c.json(await findUsers(c.var.deps, actorOf(c), c.req.valid('query').q)),
);
