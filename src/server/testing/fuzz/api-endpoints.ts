import type { Auth } from '#server/auth/auth';

/** One route a client can call: its method and its path pattern (`:name` and `:name{regex}` parameters). */
export interface ApiEndpoint {
  method: string;
  path: string;
}

interface RouteTable {
  routes: readonly { method: string; path: string }[];
}

/** better-auth's endpoints as its API object describes them; server-only ones have no HTTP path. */
interface AuthEndpoint {
  path?: string;
  options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
}

const AUTH_WILDCARD = '/api/auth/*';

/**
 * Every API route of the app, read from the app itself so a new route is fuzzed without anyone listing it:
 * Hono's table for ours (middleware is 'ALL'), and better-auth's own endpoint list for the one wildcard it is
 * mounted on.
 */
export function apiEndpoints(app: RouteTable, auth: Auth): ApiEndpoint[] {
  const ours = app.routes
    .filter(
      (route) => route.method !== 'ALL' && route.path.startsWith('/api/') && route.path !== AUTH_WILDCARD,
    )
    .map(({ method, path }) => ({ method, path }));
  const mountedAuthMethods = new Set(
    app.routes.filter((route) => route.path === AUTH_WILDCARD).map((route) => route.method),
  );
  const authEndpoints = Object.values(auth.api as Record<string, AuthEndpoint>).flatMap((endpoint) => {
    if (!endpoint.path || endpoint.options?.metadata?.SERVER_ONLY) return [];
    return [endpoint.options?.method ?? 'GET']
      .flat()
      .filter((method) => mountedAuthMethods.has(method))
      .map((method) => ({ method, path: `/api/auth${endpoint.path}` }));
  });
  const unique = new Map([...ours, ...authEndpoints].map((e) => [`${e.method} ${e.path}`, e]));
  return [...unique.values()];
}
