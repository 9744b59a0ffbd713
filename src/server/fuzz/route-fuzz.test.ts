import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkAgainstContract } from '#server/testing/api-contract';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { apiEndpoints, type ApiEndpoint } from '#server/testing/fuzz/api-endpoints';
import { FUZZ_ACTORS, FuzzClient } from '#server/testing/fuzz/fuzz-client';
import { type FuzzBody, fuzzBody, fuzzPathParam, fuzzQuery } from '#server/testing/fuzz/fuzz-inputs';

// Every route of the app, read from its route table (and better-auth's endpoint list), gets generated bodies,
// queries and path ids from a visitor and a signed-in person: none may answer 5xx, and every refusal is JSON in
// the API's error shape. FUZZ_RUNS (requests per route and actor) and FUZZ_SEED reproduce or widen a run.
const RUNS_PER_ROUTE_AND_ACTOR = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let t: TestApp;
let client: FuzzClient;
let knownIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  client = new FuzzClient(t);
  const personId = await client.signUp();
  knownIds = [personId, ...(await givenThingsToPointAt(client))];
});
afterAll(() => t.close());

/** A challenge, a template, a group, a group post and a forum post of the signed-in person, for path ids. */
async function givenThingsToPointAt(owner: FuzzClient) {
  const challenge = await owner.json<{ id: string }>('POST', '/api/challenges', {
    title: 'Fuzz Fortnight',
    description: 'Two weeks of generated requests.',
    startDate: '2026-03-09',
    endDate: '2026-03-22',
    rules: 'Check in every day, please',
  });
  const { templates } = await owner.json<{ templates: { id: string }[] }>('GET', '/api/challenges/templates');
  const group = await owner.json<{ id: string }>('POST', '/api/groups', { name: 'Fuzzers' });
  const post = await owner.send('signed-in', 'POST', `/api/groups/${group.id}/posts`, {
    kind: 'form',
    fields: [['content', 'First post']],
    withFile: false,
  });
  const forumPost = await owner.json<{ id: string }>('POST', '/api/forum/posts', {
    title: 'A fuzzed idea',
    description: 'Generated requests found nothing wrong here.',
    category: 'feature_request',
  });
  return [challenge.id, templates[0]!.id, group.id, ((await post.json()) as { id: string }).id, forumPost.id];
}

function requestFor(endpoint: ApiEndpoint) {
  const params = [...endpoint.path.matchAll(/:\w+(\{[^}]*\})?/g)].map(() => fuzzPathParam(knownIds));
  const body: fc.Arbitrary<FuzzBody> = endpoint.method === 'GET' ? fc.constant({ kind: 'none' }) : fuzzBody;
  return fc.record({ params: fc.tuple(...params), query: fuzzQuery, body }).map(({ params, query, body }) => {
    let index = 0;
    const path = endpoint.path.replace(/:\w+(\{[^}]*\})?/g, () => params[index++]!);
    return { path: `${path}${query}`, body };
  });
}

/** A path like /api/x/../../y is no API path once URL parsing (in any client or proxy) resolves it. */
const isApiPath = (path: string) => new URL(path, 'http://localhost').pathname.startsWith('/api/');

// Routes a person opens from an e-mail or an NFC tag answer with pages, refusals included (decision 031, issue 28);
// what the input gate refuses before any route (a malformed URL or body) keeps the API's error shape there too.
const PAGE_ROUTES = ['/api/unsubscribe/', '/api/check-in-answer', '/api/tap/'];
const isPageRoute = (path: string) =>
  PAGE_ROUTES.some((prefix) => new URL(path, 'http://localhost').pathname.startsWith(prefix));

/** Our refusals are `{ error: { code, message } }`; better-auth's own are `{ code?, message }`. */
function isErrorShape(path: string, body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code === 'string' && typeof error.message === 'string') return true;
  return path.startsWith('/api/auth/') && typeof (body as { message?: unknown } | null)?.message === 'string';
}

it('answers every route with no 5xx and a JSON error for every refusal', { timeout: 120_000 }, async () => {
  const endpoints = apiEndpoints(t.app, t.auth);
  const problems: string[] = [];
  let sent = 0;
  let serverErrors = 0;
  for (const [routeIndex, endpoint] of endpoints.entries()) {
    for (const [actorIndex, actor] of FUZZ_ACTORS.entries()) {
      const samples = fc.sample(requestFor(endpoint), {
        numRuns: RUNS_PER_ROUTE_AND_ACTOR,
        seed: SEED + routeIndex * FUZZ_ACTORS.length + actorIndex,
      });
      for (const { path, body } of samples) {
        const response = await client.send(actor, endpoint.method, path, body);
        sent += 1;
        const sentBody = body.kind === 'text' ? body.text : JSON.stringify(body);
        const what = `${endpoint.method} ${path.slice(0, 200)} as ${actor} with ${sentBody.slice(0, 200)}`;
        // every answer, refusals of odd input included, is one the OpenAPI document lists (decision 059)
        await checkAgainstContract(t.app, endpoint.method, path, response).catch((breach: Error) =>
          problems.push(`${what} → ${breach.message.slice(0, 300)}`),
        );
        const text = await response.text();
        if (response.status >= 500) {
          serverErrors += 1;
          problems.push(`${what} → ${response.status} ${text.slice(0, 200)}`);
        } else if (response.status >= 400 && isPageRoute(path)) {
          const isPage = response.headers.get('content-type')?.startsWith('text/html');
          if (!isPage && !isErrorShape(path, safeJson(text)))
            problems.push(
              `${what} → ${response.status} neither a page nor the error shape: ${text.slice(0, 200)}`,
            );
        } else if (response.status >= 400 && isApiPath(path) && !isErrorShape(path, safeJson(text))) {
          problems.push(`${what} → ${response.status} without the error shape: ${text.slice(0, 200)}`);
        }
      }
    }
    await client.keepSignedIn();
  }
  const betterAuthRoutes = endpoints.filter((endpoint) => endpoint.path.startsWith('/api/auth/')).length;
  console.log(
    `route fuzz (seed ${SEED}): ${endpoints.length} routes (${endpoints.length - betterAuthRoutes} ours, ` +
      `${betterAuthRoutes} better-auth), ${sent} requests, ${serverErrors} answered 5xx`,
  );
  expect(problems).toEqual([]);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
