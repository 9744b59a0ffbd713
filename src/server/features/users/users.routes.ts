import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  completeAddressIn,
  USER_SEARCH_ADDRESS_LOOKUPS_PER_HOUR,
  userSearchResultAnswer,
  userSearchSchema,
} from '#shared/users/user-search';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { userMessages } from './users-messages';
import { findUsers } from './users.service';

const addressLookupLimit = hourlyLimitPerPerson(
  'user-search-address',
  USER_SEARCH_ADDRESS_LOOKUPS_PER_HOUR,
  userMessages.addressLookupsLimited,
);

/**
 * A complete address tells whether it has an account, as the e-mail change does, so it is counted like one
 * (decision 054); a name, or text on its way to being an address, is not. After the validator: `q` is one text.
 */
const limitAddressLookups: MiddlewareHandler<AppEnv> = (c, next) =>
  completeAddressIn(c.req.query('q') ?? '') === null ? next() : addressLookupLimit(c, next);

export const userRoutes = new Hono<AppEnv>().get(
  '/search',
  documented({
    summary: 'Find people to invite, by a part of their name or their whole e-mail address',
    answers: { 200: z.array(userSearchResultAnswer) },
    // the address lookups' limit runs only for a complete address, inside limitAddressLookups
    refusals: [429],
  }),
  requireActor,
  validate('query', userSearchSchema),
  limitAddressLookups,
  async (c) => c.json(await findUsers(c.var.deps, actorOf(c), c.req.valid('query').q)),
);
