import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedCalendarFeed } from '#shared/calendar-feed/calendar-feed.types';
import { givenChallenge, givenPerson } from '#server/testing/given';
import { givenInvitation } from '#server/testing/fixtures/invitations';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// The request log (middleware/request-context.ts) names every /api request by its path. A path that carries a secret
// — a link that is its own credential — is written with `[secret]` in its place (decision 057).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logLevel: 'info' });
});
afterAll(() => t.close());

/** The request log's lines written while `action` ran. */
async function requestLinesOf(action: () => Promise<unknown>) {
  const from = t.logged.length;
  await action();
  return t.logged.slice(from).filter((line) => line.msg === 'request');
}

describe('the request log', () => {
  it("writes an invitation link's token as [secret] on every invitation route", async () => {
    const { client: organizer } = await givenPerson(t);
    const challenge = await givenChallenge(organizer);
    const declined = await givenInvitation(t, organizer, challenge.id);
    const accepted = await givenInvitation(t, organizer, challenge.id);
    const { client: invitee } = await givenPerson(t);

    const lines = await requestLinesOf(async () => {
      expect((await t.visitor().get(`/api/invitations/${declined.token}`)).status).toBe(200);
      expect((await t.visitor().post(`/api/invitations/${declined.token}/decline`)).status).toBe(204);
      expect((await invitee.post(`/api/invitations/${accepted.token}/accept`)).status).toBe(200);
      expect((await t.visitor().get(`/api/invitations/${declined.token}`)).status).toBe(404);
    });

    expect(lines.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'GET', path: '/api/invitations/[secret]', status: 200 },
      { method: 'POST', path: '/api/invitations/[secret]/decline', status: 204 },
      { method: 'POST', path: '/api/invitations/[secret]/accept', status: 200 },
      { method: 'GET', path: '/api/invitations/[secret]', status: 404 },
    ]);
    const written = JSON.stringify(t.logged);
    expect(written).not.toContain(declined.token);
    expect(written).not.toContain(accepted.token);
  });

  it("writes a calendar link's secret as [secret]", async () => {
    const { client } = await givenPerson(t);
    const created = (await (
      await client.post('/api/me/calendar-feed', { includeCheckIns: false })
    ).json()) as CreatedCalendarFeed;
    const path = new URL(created.url).pathname;

    const lines = await requestLinesOf(async () => {
      expect((await t.visitor().get(path)).status).toBe(200);
    });

    expect(lines).toMatchObject([{ method: 'GET', path: '/api/calendar/[secret]', status: 200 }]);
    expect(JSON.stringify(t.logged)).not.toContain(path);
  });

  it('writes every other path as it is, ids included', async () => {
    const { client } = await givenPerson(t);
    const challenge = await givenChallenge(client);

    const lines = await requestLinesOf(async () => {
      await client.get(`/api/challenges/${challenge.id}`);
      await client.get('/api/challenges/invitable');
    });

    expect(lines.map((line) => line.path)).toEqual([
      `/api/challenges/${challenge.id}`,
      '/api/challenges/invitable',
    ]);
  });
});
