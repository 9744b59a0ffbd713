import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { TOKEN_ROUTES } from '../api-tokens/token-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { security?: unknown[]; 'x-token-scope'?: string; requestBody?: unknown }>
  >;
  components: { securitySchemes: Record<string, unknown> };
};

const openApiPathOf = (honoPath: string) => honoPath.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, '{$1}');

/** Every route the app answers under /api, as `METHOD /api/path` (Hono's own form). */
const apiRoutes = () =>
  new Set(
    t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.includes('*'))
      .map((r) => `${r.method} ${r.path}`),
  );

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
    const response = await t.visitor().get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as Document;
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every /api route, with the bearer scheme on exactly the routes a token may call', async () => {
    const document = (await (await t.visitor().get('/api/openapi.json')).json()) as Document;
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const undocumentedOnPurpose = ['/api/unsubscribe/', '/api/auth/', '/api/openapi.json', '/api/docs'];
    for (const key of apiRoutes()) {
      const [method, path] = key.split(' ') as [string, string];
      if (undocumentedOnPurpose.some((prefix) => path.startsWith(prefix))) continue;
      const operation = document.paths[openApiPathOf(path)]?.[method.toLowerCase()];
      expect(operation, key).toBeDefined();
      const forTokens = key in TOKEN_ROUTES;
      expect(JSON.stringify(operation!.security), key).toBe(
        forTokens ? '[{"bearerAuth":[]},{"sessionCookie":[]}]' : '[{"sessionCookie":[]}]',
      );
      expect(operation!['x-token-scope'], key).toBe(forTokens ? TOKEN_ROUTES[key]!.scope : 'none');
    }
  });

  it('lists in TOKEN_ROUTES only routes that exist', () => {
    const routes = apiRoutes();
    for (const key of Object.keys(TOKEN_ROUTES)) expect(routes.has(key), key).toBe(true);
  });

  it('generates request bodies from the zod schemas the routes validate with', async () => {
    const document = (await (await t.visitor().get('/api/openapi.json')).json()) as Document;
    const body = document.paths['/api/challenges/{challengeId}/check-ins']!.post!.requestBody;
    expect(JSON.stringify(body)).toContain('"clientId"');
    expect(JSON.stringify(body)).toContain('"additionalProperties":false');
  });
});

describe('GET /api/docs', () => {
  it('is a readable page with no script and nothing from another origin, under the app’s CSP', async () => {
    const response = await t.visitor().get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('HabitSprint API reference');
    expect(html).toContain('/api/challenges/{challengeId}/check-ins');
    expect(html).toContain('Record today');
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!localhost)/i);
  });
});
