import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail, VALID_PASSWORD } from '#server/testing/test-client';
import { TOKEN_ROUTES } from '#server/auth/token-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        'x-token-scope'?: string;
        requestBody?: unknown;
        responses: Record<string, unknown>;
        parameters?: unknown[];
      }
    >
  >;
  components: { securitySchemes: Record<string, { name?: string; type?: string }> };
};

const documentOf = async () => (await (await t.visitor().get('/api/openapi.json')).json()) as Document;

/**
 * Redocly warnings that stay, and why (decision 059): the server is this app's APP_URL (localhost in tests), the
 * project names no licence of its own, and a link from an e-mail answers with a redirect to the page that tells the
 * outcome — a 302 is its success.
 */
const ARGUED_WARNINGS = ['no-server-example.com', 'info-license', 'operation-2xx-response'];
const REDIRECTING_OPERATIONS = ['GET /api/account/email/confirm'];

/** `#/paths/~1api~1x/get/responses` → `GET /api/x` */
const operationAt = (pointer: string | undefined) => {
  const [, , path, method] = (pointer ?? '').split('/');
  return `${method!.toUpperCase()} ${path!.replaceAll('~1', '/')}`;
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
    const document = await documentOf();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const undocumentedOnPurpose = ['/api/unsubscribe/', '/api/auth/', '/api/openapi.json', '/api/docs'];
    for (const key of apiRoutes()) {
      const [method, path] = key.split(' ') as [string, string];
      if (undocumentedOnPurpose.some((prefix) => path.startsWith(prefix))) continue;
      const operation = document.paths[openApiPathOf(path)]?.[method.toLowerCase()];
      expect(operation, key).toBeDefined();
      const forTokens = key in TOKEN_ROUTES;
      const isPublic = operation!.security!.length === 0;
      if (!isPublic) {
        expect(JSON.stringify(operation!.security), key).toBe(
          forTokens ? '[{"bearerAuth":[]},{"sessionCookie":[]}]' : '[{"sessionCookie":[]}]',
        );
      }
      expect(operation!['x-token-scope'], key).toBe(forTokens ? TOKEN_ROUTES[key]!.scope : 'none');
    }
  });

  it('asks for a sign-in exactly where a visitor is refused with 401', async () => {
    const document = await documentOf();
    const visitor = t.visitor();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const concrete = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const body = method === 'get' || method === 'delete' ? undefined : {};
        const response = await visitor.request(method.toUpperCase(), concrete, body);
        const isPublic = operation.security!.length === 0;
        expect(response.status === 401, `${method.toUpperCase()} ${path}: ${response.status}`).toBe(
          !isPublic,
        );
      }
    }
  });

  it('names the session cookie the server really sets', async () => {
    const document = await documentOf();
    const response = await t.visitor().request('POST', '/api/auth/sign-up/email', {
      name: 'Cookie Person',
      email: uniqueEmail(),
      password: VALID_PASSWORD,
    });
    const names = response.headers.getSetCookie().map((line) => line.split('=')[0]);
    expect(names).toContain(document.components.securitySchemes.sessionCookie!.name);
  });

  it('describes a success of every operation', async () => {
    const document = await documentOf();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.filter((status) => /^[23]/.test(status)),
          `${method} ${path}`,
        ).not.toEqual([]);
      }
    }
  });

  it("passes Redocly's recommended rules: no error, and only the warnings decision 059 argues", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(await documentOf()),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
    const warned = problems.filter((p) => p.severity === 'warn');
    expect(
      [...new Set(warned.map((p) => p.ruleId))].filter((rule) => !ARGUED_WARNINGS.includes(rule)),
    ).toEqual([]);
    const withoutSuccess = warned
      .filter((p) => p.ruleId === 'operation-2xx-response')
      .map((p) => operationAt(p.location[0]!.pointer));
    expect(withoutSuccess).toEqual(REDIRECTING_OPERATIONS);
  });

  it('lists in TOKEN_ROUTES only routes that exist', () => {
    const routes = apiRoutes();
    for (const key of Object.keys(TOKEN_ROUTES)) expect(routes.has(key), key).toBe(true);
  });

  it('generates request bodies from the zod schemas the routes validate with', async () => {
    const document = await documentOf();
    const body = document.paths['/api/challenges/{challengeId}/check-ins']!.post!.requestBody;
    expect(JSON.stringify(body)).toContain('"clientId"');
    expect(JSON.stringify(body)).toContain('"additionalProperties":false');
  });

  it('says what a date and an id are: format date, format uuid', async () => {
    const operation = (await documentOf()).paths['/api/challenges/{challengeId}/check-ins']!.post!;
    const body = operation.requestBody as {
      content: { 'application/json': { schema: { properties: { date: object } } } };
    };
    expect(body.content['application/json'].schema.properties.date).toMatchObject({
      type: 'string',
      format: 'date',
    });
    expect(operation.parameters).toContainEqual({
      in: 'path',
      name: 'challengeId',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    });
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
    // each operation's answers: the statuses, what they mean, and a success's body
    expect(html).toContain('<code>201</code> Created<details><summary>Body</summary>');
    expect(html).toContain('<code>429</code> Too many requests: wait and try again.');
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!localhost)/i);
  });
});
