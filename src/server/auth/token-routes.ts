import type { ApiTokenScope } from '#shared/api-tokens/api-tokens.schemas';

export interface TokenRoute {
  scope: ApiTokenScope;
}

/**
 * The routes an access token may call, and the least scope each needs: DEFAULT DENY (decision 049). A route not
 * listed here — every account route (sign-in, password, e-mail, sessions, tokens, profile changes, export,
 * deletion, calendar feed), every administrator's route, every capability link — refuses a token with 403,
 * including any route added later until it is listed. Keys are `METHOD /api/path` exactly as the routes are
 * registered (a test checks each one exists).
 */
export const TOKEN_ROUTES: Readonly<Record<string, TokenRoute>> = {
  'GET /api/health': { scope: 'read' },
  'GET /api/config': { scope: 'read' },
  'GET /api/me': { scope: 'read' },
  'GET /api/dashboard': { scope: 'read' },
  'GET /api/profile/stats': { scope: 'read' },
  'GET /api/notifications': { scope: 'read' },
  'GET /api/challenges': { scope: 'read' },
  'GET /api/challenges/templates': { scope: 'read' },
  'GET /api/challenges/:id': { scope: 'read' },
  'GET /api/challenges/:id/results': { scope: 'read' },
  'GET /api/challenges/:id/results/image.png': { scope: 'read' },
  'GET /api/challenges/:id/group-members': { scope: 'read' },
  'GET /api/challenges/:challengeId/check-ins': { scope: 'read' },
  'GET /api/challenges/:challengeId/leaderboard': { scope: 'read' },
  'GET /api/challenges/:challengeId/amount-days': { scope: 'read' },
  'GET /api/groups': { scope: 'read' },
  'GET /api/groups/:id': { scope: 'read' },
  'GET /api/groups/:id/members': { scope: 'read' },
  'GET /api/groups/:id/posts': { scope: 'read' },
  'GET /api/groups/:id/posts/:postId/comments': { scope: 'read' },
  'GET /api/groups/:id/challenges': { scope: 'read' },
  'GET /api/forum/posts': { scope: 'read' },
  'GET /api/forum/posts/:id': { scope: 'read' },
  'POST /api/challenges/:challengeId/check-ins': { scope: 'check-in' },
  'PATCH /api/check-ins/:id': { scope: 'check-in' },
  'POST /api/challenges/:challengeId/rest-days': { scope: 'check-in' },
  // a phone's automation syncing the day's steps or amount (product-rules.md#synced-amounts)
  'PUT /api/challenges/:challengeId/days/:date/amount': { scope: 'check-in' },
};

/** Whether a token of `scope` may call the route registered as `key` (`METHOD /api/path`). */
export function tokenMayCall(scope: ApiTokenScope, key: string): 'allowed' | 'needs-check-in' | 'never' {
  const route = TOKEN_ROUTES[key];
  if (!route) return 'never';
  if (route.scope === 'check-in' && scope !== 'check-in') return 'needs-check-in';
  return 'allowed';
}
