import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedApiToken, ApiTokenList } from '#shared/api-tokens/api-tokens.types';
import { apiTokens } from '#server/db/schema/api-tokens';
import { users } from '#server/db/schema/auth';
import { hashSecretToken } from '#server/lib/secret-token';
import { checkAgainstContract } from '#server/testing/api-contract';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';
import { countStatements, errorOf } from '#server/testing/http';
import { apiTokenMessages } from './api-token-messages';

let t: TestApp;
let pat: Person;
let otto: Person;
beforeAll(async () => {
  t = await createTestApp();
  pat = await givenPerson(t, { name: 'Pat Person' });
  otto = await givenPerson(t, { name: 'Otto Other' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

async function createToken(person: Person, scope: 'read' | 'check-in', name = `${scope} token`) {
  const response = await person.client.post('/api/tokens', { name, scope });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedApiToken;
}

/** A script's request: the bearer token and nothing else (no cookie, no Origin). */
/** A script's request: the token, no cookie and no Origin; its answer checked against the document like any test's. */
async function withToken(secret: string, method: string, path: string, body?: unknown) {
  const response = await t.app.request(path, {
    method,
    headers: {
      authorization: `Bearer ${secret}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await checkAgainstContract(t.app, method, path, response);
  return response;
}

describe('personal access tokens', () => {
  it('shows the secret once, with its prefix, and keeps only its SHA-256', async () => {
    const { token, secret } = await createToken(pat, 'read', '  Home automation  ');
    expect(secret).toMatch(/^hs_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Home automation', scope: 'read', lastUsedAt: null });

    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row!.tokenHash).toBe(hashSecretToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = (await (await pat.client.get('/api/tokens')).json()) as ApiTokenList;
    expect(list.tokens.map((x) => x.id)).toContain(token.id);
    expect(JSON.stringify(list)).not.toContain(secret);
    expect(JSON.stringify(list)).not.toContain(row!.tokenHash);
  });

  it('refuses a token without a name or with an unknown scope', async () => {
    const noName = await pat.client.post('/api/tokens', { name: '  ', scope: 'read' });
    expect(noName.status).toBe(400);
    expect((await errorOf(noName)).message).toBe('Give the token a name.');
    const badScope = await pat.client.post('/api/tokens', { name: 'x', scope: 'admin' });
    expect(badScope.status).toBe(400);
    expect((await errorOf(badScope)).message).toBe("The scope is 'read' or 'check-in'.");
  });

  it('lists and revokes only the person’s own tokens', async () => {
    const { token } = await createToken(pat, 'read');
    const ottoList = (await (await otto.client.get('/api/tokens')).json()) as ApiTokenList;
    expect(ottoList.tokens.map((x) => x.id)).not.toContain(token.id);
    const byOtto = await otto.client.delete(`/api/tokens/${token.id}`);
    expect(byOtto.status).toBe(404);
    expect((await errorOf(byOtto)).message).toBe(apiTokenMessages.notFound);
    expect((await pat.client.delete(`/api/tokens/${token.id}`)).status).toBe(204);
    expect((await pat.client.delete(`/api/tokens/${token.id}`)).status).toBe(404);
  });

  it('needs a session to list, create or revoke', async () => {
    expect((await t.visitor().get('/api/tokens')).status).toBe(401);
    expect((await t.visitor().post('/api/tokens', { name: 'x', scope: 'read' })).status).toBe(401);
  });
});

describe('a request with a bearer token', () => {
  it('reads as the token’s owner with a read token, and writes last-used at most once a minute', async () => {
    const { token, secret } = await createToken(pat, 'read');
    const me = await withToken(secret, 'GET', '/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: pat.user.id });

    const lastUsed = async () =>
      (await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toEqual(new Date('2026-03-10T12:00:00Z'));
    // within the minute: one statement more than the route's own (the token with its owner), no write
    t.clock.set(new Date('2026-03-10T12:00:30Z'));
    const withoutToken = await countStatements(t.db, () => t.visitor().get('/api/health'));
    expect(await countStatements(t.db, () => withToken(secret, 'GET', '/api/health'))).toBe(withoutToken + 1);
    expect(await countStatements(t.db, () => withToken(secret, 'GET', '/api/tokens'))).toBe(1);
    expect(await lastUsed()).toEqual(new Date('2026-03-10T12:00:00Z'));
    t.clock.set(new Date('2026-03-10T12:01:30Z'));
    await withToken(secret, 'GET', '/api/health');
    expect(await lastUsed()).toEqual(new Date('2026-03-10T12:01:30Z'));
  });

  it('records a check-in for the owner with a check-in token, and never for anyone else', async () => {
    const challenge = await insertChallenge(t.db, { organizer: otto, participants: [pat, otto] });
    const { secret } = await createToken(pat, 'check-in');
    const response = await withToken(secret, 'POST', checkInPath(challenge.id), {
      date: '2026-03-10',
      met: true,
    });
    expect(response.status).toBe(201);
    const checkIn = (await response.json()) as { id: string; userId: string };
    expect(checkIn.userId).toBe(pat.user.id);

    // an id in the body never says who "I" am: unknown fields are refused
    const asOtto = await withToken(secret, 'POST', checkInPath(challenge.id), {
      date: '2026-03-09',
      met: true,
      userId: otto.user.id,
    });
    expect(asOtto.status).toBe(400);

    // editing and a rest day are in the check-in scope; Otto's check-in is not Pat's to edit
    expect((await withToken(secret, 'PATCH', `/api/check-ins/${checkIn.id}`, { met: false })).status).toBe(
      200,
    );
    const ottoCheckIn = await otto.client.post(checkInPath(challenge.id), { date: '2026-03-10', met: true });
    const ottoId = ((await ottoCheckIn.json()) as { id: string }).id;
    expect((await withToken(secret, 'PATCH', `/api/check-ins/${ottoId}`, { met: false })).status).toBe(404);
    const rest = await withToken(secret, 'POST', `/api/challenges/${challenge.id}/rest-days`, {
      date: '2026-03-09',
    });
    expect(rest.status).not.toBe(403);
  });

  it('refuses a read token on the check-in routes with 403', async () => {
    const challenge = await insertChallenge(t.db, { organizer: otto, participants: [pat] });
    const { secret } = await createToken(pat, 'read');
    const response = await withToken(secret, 'POST', checkInPath(challenge.id), {
      date: '2026-03-10',
      met: true,
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(apiTokenMessages.readOnly);
    const read = await withToken(secret, 'GET', checkInPath(challenge.id));
    expect(read.status).toBe(200);
  });

  it.each([
    ['GET', '/api/tokens', undefined],
    ['POST', '/api/tokens', { name: 'more', scope: 'check-in' }],
    ['PATCH', '/api/me', { name: 'Hacked' }],
    ['PUT', '/api/me/timezone', { timezone: 'Europe/Paris' }],
    ['GET', '/api/admin/feedback', undefined],
    ['GET', '/api/notifications/poll', undefined],
    // matches the listed GET /api/challenges/:id too: every route that could answer must allow the token
    ['GET', '/api/challenges/invitable', undefined],
    ['DELETE', '/api/check-ins/00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' }],
    ['GET', '/api/auth/list-sessions', undefined],
    ['POST', '/api/auth/sign-out', undefined],
  ])(
    'refuses any token on %s %s, an account route or one not listed for tokens, with 403',
    async (method, path, body) => {
      const { secret } = await createToken(pat, 'check-in');
      const response = await withToken(secret, method, path, body);
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe(apiTokenMessages.notForTokens);
    },
  );

  it('refuses a token on revoking another token too (a token never manages tokens)', async () => {
    const { token } = await createToken(pat, 'read');
    const { secret } = await createToken(pat, 'check-in');
    expect((await withToken(secret, 'DELETE', `/api/tokens/${token.id}`)).status).toBe(403);
    expect((await pat.client.get('/api/tokens')).status).toBe(200);
  });

  it('refuses a revoked or unknown token with 401', async () => {
    const { token, secret } = await createToken(pat, 'read');
    expect((await withToken(secret, 'GET', '/api/me')).status).toBe(200);
    await pat.client.delete(`/api/tokens/${token.id}`);
    const revoked = await withToken(secret, 'GET', '/api/me');
    expect(revoked.status).toBe(401);
    expect((await errorOf(revoked)).message).toBe(apiTokenMessages.invalidToken);
    expect((await withToken('hs_not-a-token', 'GET', '/api/me')).status).toBe(401);
    expect((await withToken('', 'GET', '/api/me')).status).toBe(401);
  });

  it('is judged on public operations too: unknown, 401; valid on one tokens may not call, 403', async () => {
    const { secret } = await createToken(pat, 'read');
    const script = t.visitor();
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
    expect((await script.get('/api/health', bearer('hs_not-a-token'))).status).toBe(401);
    expect((await script.get('/api/health', bearer(secret))).status).toBe(200);
    expect((await script.get('/api/push/public-key', bearer(secret))).status).toBe(403);
    expect((await script.get('/api/push/public-key')).status).toBe(200);
  });

  it('with a cookie beside it, the bearer widens nothing: the token alone decides', async () => {
    const challenge = await insertChallenge(t.db, { organizer: otto, participants: [pat] });
    const { secret } = await createToken(pat, 'read');
    const bearer = { authorization: `Bearer ${secret}` };
    // Pat's own session could record this check-in and read the tokens; with the read token beside it, it cannot
    const checkIn = await pat.client.request(
      'POST',
      checkInPath(challenge.id),
      { date: '2026-03-10', met: true },
      bearer,
    );
    expect(checkIn.status).toBe(403);
    expect((await pat.client.get('/api/tokens', bearer)).status).toBe(403);
    // Otto's cookie with Pat's token acts as Pat, with the token's scope
    const me = await otto.client.get('/api/me', bearer);
    expect(await me.json()).toMatchObject({ id: pat.user.id });
  });

  it('still needs the app’s origin for a cookie session without a bearer', async () => {
    const challenge = await insertChallenge(t.db, { organizer: otto, participants: [pat] });
    const response = await pat.client.request(
      'POST',
      checkInPath(challenge.id),
      { date: '2026-03-10', met: true },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
  });

  it('ends with the account: a deleted person’s tokens go with them', async () => {
    const gone = await givenPerson(t, { name: 'Gone Soon' });
    const { secret } = await createToken(gone, 'read');
    await t.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await withToken(secret, 'GET', '/api/me')).status).toBe(401);
  });
});
