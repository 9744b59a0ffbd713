import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckInLinkList, CreatedCheckInLink } from '#shared/check-in-links/check-in-links.types';
import type { CreatedApiToken } from '#shared/api-tokens/api-tokens.types';
import { checkInLinks } from '#server/db/schema/check-in-links';
import { i18nFor } from '#server/i18n/i18n-for';
import { hashSecretToken } from '#server/lib/secret-token';
import { openPage, ownCheckIns, submitPage } from '#server/testing/fixtures/one-tap';
import { givenChallenge, givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { errorOf } from '#server/testing/http';
import { createTestApp, TEST_APP_URL, type TestApp } from '#server/testing/test-app';
import { answerTexts } from './answer-texts';
import { checkInLinkMessages } from './check-in-link-messages';

// Issue 28, item 5: check-in links for NFC tags and buttons — per person and challenge, revocable, listed beside
// tokens in Settings, session-only; the link's page records the person's own today only.

let t: TestApp;
let pat: Person;
let otto: Person;
const english = i18nFor('en');
beforeAll(async () => {
  t = await createTestApp();
  // Pat lives in Auckland: at 12:00 UTC on 10 March it is already the 11th there
  pat = await givenPerson(t, { name: 'Pat Person', timezone: 'Pacific/Auckland' });
  otto = await givenPerson(t, { name: 'Otto Other' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

async function createLink(person: Person, challengeId: string) {
  const response = await person.client.post('/api/check-in-links', { challengeId });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedCheckInLink;
}

const listOf = async (person: Person) =>
  (await (await person.client.get('/api/check-in-links')).json()) as CheckInLinkList;

describe('check-in links (the API)', () => {
  it('are made by the owner for a challenge they are in, shown once as an address, kept as a hash', async () => {
    const sprint = await insertChallenge(t.db, { organizer: pat, title: 'Morning Run' });
    expect((await listOf(pat)).challenges).toContainEqual({ id: sprint.id, title: 'Morning Run' });
    const { link, url } = await createLink(pat, sprint.id);
    expect(url).toMatch(new RegExp(`^${TEST_APP_URL}/api/tap/[A-Za-z0-9_-]{43}$`));
    expect(link).toMatchObject({ challenge: { id: sprint.id, title: 'Morning Run' }, lastUsedAt: null });
    const secret = url.slice(url.lastIndexOf('/') + 1);
    const [row] = await t.db.select().from(checkInLinks).where(eq(checkInLinks.id, link.id));
    expect(row!.secretHash).toBe(hashSecretToken(secret));
    const list = await listOf(pat);
    expect(list.links.map((l) => l.id)).toContain(link.id);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it("refuses a challenge the person is not in, or an id that is none, and lists only one's own", async () => {
    const ottos = await insertChallenge(t.db, { organizer: otto, title: "Otto's" });
    const refused = await pat.client.post('/api/check-in-links', { challengeId: ottos.id });
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe(checkInLinkMessages.notYourChallenge);
    expect((await listOf(pat)).challenges.map((c) => c.id)).not.toContain(ottos.id);
    const malformed = await pat.client.post('/api/check-in-links', { challengeId: 'nope' });
    expect(malformed.status).toBe(400);
    const { link } = await createLink(otto, ottos.id);
    expect((await listOf(pat)).links.map((l) => l.id)).not.toContain(link.id);
  });

  it('are revoked by their owner only: anyone else gets 404, and the page then refuses', async () => {
    const sprint = await insertChallenge(t.db, { organizer: pat, title: 'Revocable' });
    const { link, url } = await createLink(pat, sprint.id);
    const byOtto = await otto.client.delete(`/api/check-in-links/${link.id}`);
    expect(byOtto.status).toBe(404);
    expect((await errorOf(byOtto)).message).toBe(checkInLinkMessages.notFound);
    expect((await openPage(t, url)).status).toBe(200);
    expect((await pat.client.delete(`/api/check-in-links/${link.id}`)).status).toBe(204);
    expect((await pat.client.delete(`/api/check-in-links/${link.id}`)).status).toBe(404);
    expect((await pat.client.delete('/api/check-in-links/not-a-uuid')).status).toBe(404);
    for (const response of [await openPage(t, url), await submitPage(t, url, { answer: 'met' })]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(english._(answerTexts.linkNotFound));
    }
    expect(await ownCheckIns(pat, sprint.id)).toEqual([]);
  });

  it('refuse a signed-out visitor (401) and an access token, even a check-in one (403)', async () => {
    const sprint = await insertChallenge(t.db, { organizer: pat, title: 'Guarded' });
    const { link } = await createLink(pat, sprint.id);
    const visitor = t.visitor();
    expect((await visitor.get('/api/check-in-links')).status).toBe(401);
    expect((await visitor.post('/api/check-in-links', { challengeId: sprint.id })).status).toBe(401);
    expect((await visitor.delete(`/api/check-in-links/${link.id}`)).status).toBe(401);
    const created = await pat.client.post('/api/tokens', { name: 'script', scope: 'check-in' });
    const { secret } = (await created.json()) as CreatedApiToken;
    for (const [method, path, body] of [
      ['GET', '/api/check-in-links', undefined],
      ['POST', '/api/check-in-links', { challengeId: sprint.id }],
      ['DELETE', `/api/check-in-links/${link.id}`, undefined],
    ] as const) {
      const response = await t.app.request(path, {
        method,
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await listOf(pat)).links.map((l) => l.id)).toContain(link.id);
  });

  it('are capped at 20 per person', async () => {
    const person = await givenPerson(t, { name: 'Cap Many' });
    const sprint = await insertChallenge(t.db, { organizer: person, title: 'Capped' });
    for (let i = 0; i < 20; i++) await createLink(person, sprint.id);
    const refused = await person.client.post('/api/check-in-links', { challengeId: sprint.id });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(checkInLinkMessages.tooMany);
  });
});

describe("a check-in link's page", () => {
  it("offers 'Met goal' and 'Missed' for the person's own today, records nothing on GET, and records today on POST", async () => {
    const sprint = await insertChallenge(t.db, { organizer: pat, title: 'Tap Today' });
    const { link, url } = await createLink(pat, sprint.id);
    for (const method of ['GET', 'GET', 'HEAD'] as const)
      expect((await openPage(t, url, method)).status).toBe(200);
    const page = await (await openPage(t, url)).text();
    expect(page).toContain('Record today for &quot;Tap Today&quot;');
    expect(page).toContain('<button type="submit" name="answer" value="met">Met goal</button>');
    expect(page).toContain('name="answer" value="missed" class="secondary">Missed</button>');
    expect(await ownCheckIns(pat, sprint.id)).toEqual([]);

    // a date in the request is not the link's to choose: it records the person's today (Auckland's 11 March)
    const done = await submitPage(t, url, { answer: 'met', date: '2026-03-05' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('&quot;Tap Today&quot;, Mar 11, 2026: Met goal');
    expect(await ownCheckIns(pat, sprint.id)).toMatchObject([{ date: '2026-03-11', met: true }]);
    const listed = (await listOf(pat)).links.find((l) => l.id === link.id)!;
    expect(listed.lastUsedAt).toBe('2026-03-10T12:00:00.000Z');

    // today is answered now: the page says so, and a second tap records nothing
    const again = await submitPage(t, url, { answer: 'missed' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(english._(answerTexts.answeredHeading));
    // tomorrow is a new day
    t.clock.set(new Date('2026-03-11T12:00:00Z'));
    expect((await submitPage(t, url, { answer: 'missed' })).status).toBe(200);
    expect((await ownCheckIns(pat, sprint.id)).map((c) => [c.date, c.met])).toEqual([
      ['2026-03-12', false],
      ['2026-03-11', true],
    ]);
  });

  it('takes the day total for an amount goal, and refuses an unknown answer by showing the page again', async () => {
    const reading = await givenChallenge(pat.client, {
      title: 'Read 20 pages',
      challengeType: 'custom',
      goalConfig: { amount: { unit: 'pages', target: 20, direction: 'at_least' } } as never,
    });
    const { url } = await createLink(pat, reading.id);
    const page = await (await openPage(t, url)).text();
    expect(page).toContain('<label for="amount">The day&#39;s amount</label>');
    expect((await submitPage(t, url, { answer: 'rest' })).status).toBe(200);
    expect(await ownCheckIns(pat, reading.id)).toEqual([]);
    expect((await submitPage(t, url, { answer: 'amount', amount: '12' })).status).toBe(200);
    expect((await submitPage(t, url, { answer: 'amount', amount: '21' })).status).toBe(200);
    expect(await ownCheckIns(pat, reading.id)).toMatchObject([{ date: '2026-03-11', amount: 21, met: true }]);
  });

  it('says a person who left is no longer in the challenge, and an unknown or malformed link is 404', async () => {
    const sprint = await givenChallenge(otto.client, { title: 'Otto Hosts' });
    const joined = await pat.client.post(`/api/challenges/${sprint.id}/join`);
    expect(joined.status).toBe(200);
    const { url } = await createLink(pat, sprint.id);
    expect((await pat.client.post(`/api/challenges/${sprint.id}/leave`)).status).toBeLessThan(300);
    const left = await submitPage(t, url, { answer: 'met' });
    expect(left.status).toBe(403);
    expect(await left.text()).toContain(english._(answerTexts.notInChallengeHeading));
    for (const path of [`/api/tap/${'A'.repeat(43)}`, '/api/tap/short', `/api/tap/${'-'.repeat(44)}`]) {
      const response = await openPage(t, path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain(english._(answerTexts.linkNotFoundHeading));
    }
  });

  it('refuses a check-in the day rules refuse, with their words, recording nothing', async () => {
    const upcoming = await insertChallenge(t.db, { organizer: pat, title: 'Not Yet', status: 'upcoming' });
    const { url } = await createLink(pat, upcoming.id);
    const response = await submitPage(t, url, { answer: 'met' });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(english._(answerTexts.refusedHeading));
    expect(page).toContain('This challenge hasn&#39;t started yet.');
    expect(await ownCheckIns(pat, upcoming.id)).toEqual([]);
  });
});
