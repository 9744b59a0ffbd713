import { Hono } from 'hono';
import { userSearchSchema } from '#shared/users/user-search';
import type { AppEnv } from '#server/app-env';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { findUsers } from './users.service';

export const userRoutes = new Hono<AppEnv>()
  .use('/users/*', requireActor)
  .get('/users/search', validate('query', userSearchSchema), async (c) =>
    c.json(await findUsers(c.var.deps, actorOf(c), c.req.valid('query').q)),
  );
