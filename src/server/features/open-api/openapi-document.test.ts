import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail, VALID_PASSWORD } from '#server/testing/test-client';
import { TOKEN_ROUTES } from '#server/auth/token-routes';
import { AMOUNT_DOCS } from '#shared/challenges/amount-api-docs';
import type { Leaderboard } from '#shared/leaderboards/leaderboards.types';
import type { Dashboard } from '#shared/dashboard/dashboard.types';
import { givenChallenge, givenPerson, TEST_TODAY } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';
import { dayAmountPath, requestWithToken } from '#server/testing/fixtures/api-tokens';
import type { CreatedApiToken } from '#shared/api-tokens/api-tokens.types';

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
    const undocumentedOnPurpose = [
      '/api/unsubscribe/',
      // the one-tap check-in pages: HTML for a person, not the JSON API
      '/api/check-in-answer',
      '/api/tap/',
      '/api/auth/',
      '/api/openapi.json',
      '/api/docs',
    ];
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

/** The schemas under `node` that describe a property `name` (wherever it sits: in a union, an array, a nullable). */
function propertiesNamed(node: unknown, name: string, found: Record<string, unknown>[] = []) {
  if (Array.isArray(node)) node.forEach((item) => propertiesNamed(item, name, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object' && name in value)
        found.push((value as Record<string, Record<string, unknown>>)[name]!);
      propertiesNamed(value, name, found);
    }
  }
  return found;
}

describe('the amount fields in the document (issue 27, decision 082)', () => {
  it('describes an amount goal where a challenge is created or edited, and the amount a check-in sends', async () => {
    const { paths } = await documentOf();
    for (const [path, method] of [
      ['/api/challenges', 'post'],
      ['/api/challenges/{id}', 'patch'],
    ] as const) {
      const [amount] = propertiesNamed(paths[path]![method]!.requestBody, 'amount');
      expect(amount, `${method} ${path}`).toMatchObject({
        description: AMOUNT_DOCS.goalConfigAmount,
        properties: {
          unit: { enum: expect.arrayContaining(['pages', 'hours', 'custom']), description: AMOUNT_DOCS.unit },
          customUnit: { description: AMOUNT_DOCS.customUnit },
          target: { type: 'number', description: AMOUNT_DOCS.target },
          direction: { enum: ['at_least', 'at_most'], description: AMOUNT_DOCS.direction },
        },
        required: ['unit', 'target', 'direction'],
      });
    }
    for (const method of ['post', 'patch'] as const) {
      const operation =
        method === 'post'
          ? paths['/api/challenges/{challengeId}/check-ins']!.post!
          : paths['/api/check-ins/{id}']!.patch!;
      expect(propertiesNamed(operation.requestBody, 'amount')).toEqual([
        expect.objectContaining({ type: 'number', description: AMOUNT_DOCS.checkInAmount }),
      ]);
    }
  });

  it('describes the amount fields of the answers: goals, check-ins and boards', async () => {
    const { paths } = await documentOf();
    const ok = (path: string) => paths[path]!.get!.responses['200'];
    for (const path of ['/api/challenges/{id}', '/api/challenges/templates', '/api/dashboard']) {
      const goals = propertiesNamed(ok(path), 'dailyGoal');
      expect(goals.length, path).toBeGreaterThan(0);
      for (const goal of goals) expect(goal, path).toMatchObject({ description: AMOUNT_DOCS.dailyGoal });
    }
    const checkIn = paths['/api/challenges/{challengeId}/check-ins']!.post!.responses['201'];
    expect(propertiesNamed(checkIn, 'amount')[0]).toMatchObject({ description: AMOUNT_DOCS.amount });
    expect(propertiesNamed(checkIn, 'amountTarget')[0]).toMatchObject({
      description: AMOUNT_DOCS.amountTarget,
    });
    const board = ok('/api/challenges/{challengeId}/leaderboard');
    expect(propertiesNamed(board, 'goal')).toEqual([
      expect.objectContaining({ description: AMOUNT_DOCS.boardGoal }),
    ]);
    expect(JSON.stringify(board)).toContain(`{"type":"string","const":"amount"}`);
    expect(propertiesNamed(board, 'amountTotal')[0]).toMatchObject({ description: AMOUNT_DOCS.amountTotal });
    expect(propertiesNamed(board, 'amountAverage')[0]).toMatchObject({
      description: AMOUNT_DOCS.amountAverage,
    });
  });

  it('matches the real answers of an amount challenge (every answer here is checked against the document)', async () => {
    const ada = await givenPerson(t, { name: 'Ada Amounts' });
    const reading = await givenChallenge(ada.client, {
      title: 'Read 20 pages',
      challengeType: 'custom',
      goalConfig: { amount: { unit: 'pages', target: 20, direction: 'at_least' } } as never,
    });
    expect(reading.dailyGoal).toEqual({
      kind: 'amount',
      unit: 'pages',
      customUnit: null,
      target: 20,
      direction: 'at_least',
    });
    const recorded = await ada.client.post(checkInPath(reading.id), { date: TEST_TODAY, amount: 12 });
    expect(recorded.status).toBe(201);
    const { id } = (await recorded.json()) as { id: string };
    const edited = await ada.client.patch(`/api/check-ins/${id}`, { amount: 21 });
    expect(await edited.json()).toMatchObject({ amount: 21, amountTarget: 20, met: true });
    const board = (await (
      await ada.client.get(`/api/challenges/${reading.id}/leaderboard`)
    ).json()) as Leaderboard;
    expect(board).toMatchObject({
      kind: 'amount',
      goal: { unit: 'pages', target: 20, direction: 'at_least' },
      entries: [{ amountTotal: 21, amountAverage: 21 }],
    });
    const dashboard = (await (await ada.client.get('/api/dashboard')).json()) as Dashboard;
    expect(dashboard.today.find((row) => row.challengeId === reading.id)).toMatchObject({
      dailyGoal: { kind: 'amount', unit: 'pages' },
      checkIn: { amount: 21, amountTarget: 20 },
    });
    const chapters = await givenChallenge(ada.client, {
      title: 'Screen time under 2 h',
      challengeType: 'custom',
      goalConfig: {
        amount: { unit: 'custom', customUnit: 'episodes', target: 2, direction: 'at_most' },
      } as never,
    });
    expect((await ada.client.get(`/api/challenges/${chapters.id}`)).status).toBe(200);
  });
});

describe("the sync of a day's amount (issue 28)", () => {
  it('documents PUT …/days/{date}/amount for check-in tokens and matches a real sync with a token', async () => {
    const operation = (await documentOf()).paths['/api/challenges/{challengeId}/days/{date}/amount']!.put!;
    expect(operation['x-token-scope']).toBe('check-in');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '201', '409', '422']));
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({
        in: 'path',
        name: 'date',
        schema: expect.objectContaining({ format: 'date' }),
      }),
    );
    const sam = await givenPerson(t, { name: 'Sam Steps' });
    const walk = await givenChallenge(sam.client, {
      title: 'Walk 8,000 steps',
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 } as never,
    });
    const token = (await (
      await sam.client.post('/api/tokens', { name: 'iPhone', scope: 'check-in' })
    ).json()) as CreatedApiToken;
    // a script's request (bearer, no cookie) through requestWithToken: its answer is checked against the document
    const synced = await requestWithToken(t, token.secret, {
      method: 'PUT',
      path: dayAmountPath(walk.id, TEST_TODAY),
      body: { amount: 8123 },
    });
    expect(synced.status).toBe(201);
    expect(await synced.json()).toMatchObject({ stepCount: 8123, amount: 8123, met: true, source: 'synced' });
    const again = await requestWithToken(t, token.secret, {
      method: 'PUT',
      path: dayAmountPath(walk.id, TEST_TODAY),
      body: { amount: 8123 },
    });
    expect(again.status).toBe(200);
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
