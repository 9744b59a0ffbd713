import { completeAddressIn, USER_SEARCH_LIMIT, type UserSearchResult } from '#shared/users/user-search';
import type { Actor, Deps } from '#server/app-env';
import { searchUsers } from './users.queries';

/**
 * Find Users (decision 015): a fragment of a display name, or a complete e-mail address — never a fragment of
 * one, so addresses cannot be harvested by typing; the results never carry an address either. How often a person
 * may search by address is limited in the route (decision 054).
 */
export function findUsers(deps: Deps, actor: Actor, query: string): Promise<UserSearchResult[]> {
  return searchUsers(deps.db, {
    nameFragment: query,
    email: completeAddressIn(query),
    excludeUserId: actor.userId,
    limit: USER_SEARCH_LIMIT,
  });
}
