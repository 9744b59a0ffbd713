import type { ApiTokenScope } from '#shared/api-tokens/api-tokens.schemas';

export interface TokenRoute {
  scope: ApiTokenScope;
  summary: string;
}

/**
 * The routes an access token may call, and the least scope each needs: DEFAULT DENY (decision 049). A route not
 * listed here — every account route (sign-in, password, e-mail, sessions, tokens, profile changes, export,
 * deletion, calendar feed), every administrator's route, every capability link — refuses a token with 403,
 * including any route added later until it is listed. Keys are `METHOD /api/path` exactly as the routes are
 * registered (a test checks each one exists). The summaries head the operations in the OpenAPI document.
 */
export const TOKEN_ROUTES: Readonly<Record<string, TokenRoute>> = {
  'GET /api/health': { scope: 'read', summary: 'Whether the server is up' },
  'GET /api/config': { scope: 'read', summary: "The server's public settings" },
  'GET /api/me': { scope: 'read', summary: 'The token owner: name, time zone and settings' },
  'GET /api/dashboard': {
    scope: 'read',
    summary: "The owner's dashboard: their challenges and today's check-ins",
  },
  'GET /api/profile/stats': { scope: 'read', summary: "The owner's statistics" },
  'GET /api/notifications': { scope: 'read', summary: "The owner's notifications" },
  'GET /api/challenges': { scope: 'read', summary: 'Challenges the owner is in or may join' },
  'GET /api/challenges/templates': { scope: 'read', summary: 'Challenge templates' },
  'GET /api/challenges/:id': { scope: 'read', summary: 'One challenge' },
  'GET /api/challenges/:id/results': { scope: 'read', summary: "A finished challenge's results" },
  'GET /api/challenges/:id/group-members': { scope: 'read', summary: "A group challenge's group members" },
  'GET /api/challenges/:challengeId/check-ins': { scope: 'read', summary: "A challenge's check-ins" },
  'GET /api/challenges/:challengeId/leaderboard': { scope: 'read', summary: "A challenge's leaderboard" },
  'GET /api/groups': { scope: 'read', summary: "The owner's groups" },
  'GET /api/groups/:id': { scope: 'read', summary: 'One group' },
  'GET /api/groups/:id/members': { scope: 'read', summary: "A group's members" },
  'GET /api/groups/:id/posts': { scope: 'read', summary: "A group's posts" },
  'GET /api/groups/:id/posts/:postId/comments': { scope: 'read', summary: "A group post's comments" },
  'GET /api/groups/:id/challenges': { scope: 'read', summary: "A group's challenges" },
  'GET /api/forum/posts': { scope: 'read', summary: 'Forum posts' },
  'GET /api/forum/posts/:id': { scope: 'read', summary: 'One forum post with its comments' },
  'POST /api/challenges/:challengeId/check-ins': {
    scope: 'check-in',
    summary: "Record today's (or a late) check-in",
  },
  'PATCH /api/check-ins/:id': { scope: 'check-in', summary: 'Edit one of the owner’s check-ins' },
  'POST /api/challenges/:challengeId/rest-days': { scope: 'check-in', summary: 'Declare a rest day' },
};

/** Whether a token of `scope` may call the route registered as `key` (`METHOD /api/path`). */
export function tokenMayCall(scope: ApiTokenScope, key: string): 'allowed' | 'needs-check-in' | 'never' {
  const route = TOKEN_ROUTES[key];
  if (!route) return 'never';
  if (route.scope === 'check-in' && scope !== 'check-in') return 'needs-check-in';
  return 'allowed';
}
