import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedCalendarFeed } from '#shared/calendar-feed/calendar-feed.types';
import type { Profile } from '#shared/profile/profile.types';
import { givenChallenge, givenPerson, type Person } from '#server/testing/given';
import { imageForm, solidImage } from '#server/testing/test-images';
import { createTestApp, TEST_APP_URL, type TestApp } from '#server/testing/test-app';

// Decision 058: every answer of the API is `Cache-Control: no-store` (no browser, proxy or CDN keeps a copy of
// someone's data) unless its route chose a caching of its own on purpose, which it keeps.
let t: TestApp;
let ana: Person;
let challengeId: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = await givenPerson(t, { name: 'Ana Nostore' });
  challengeId = (await givenChallenge(ana.client)).id;
  const checkIn = await ana.client.post(`/api/challenges/${challengeId}/check-ins`, {
    date: '2026-03-10',
    met: true,
  });
  expect(checkIn.status).toBe(201);
});
afterAll(() => t.close());

const cacheControlOf = (response: Response) => response.headers.get('cache-control');

describe('answers with personal data are never stored by a cache', () => {
  it.each([
    '/api/dashboard',
    '/api/me',
    '/api/auth/get-session',
    '/api/account/security',
    '/api/account/export',
    '/api/notifications',
  ])('GET %s answers 200 with Cache-Control: no-store', async (path) => {
    const response = await ana.client.get(path);
    expect(response.status).toBe(200);
    expect(cacheControlOf(response)).toBe('no-store');
  });

  it("GET a challenge's check-ins and POST a check-in answer with Cache-Control: no-store", async () => {
    const list = await ana.client.get(`/api/challenges/${challengeId}/check-ins`);
    expect(list.status).toBe(200);
    expect(cacheControlOf(list)).toBe('no-store');
    const recorded = await ana.client.post(`/api/challenges/${challengeId}/check-ins`, {
      date: '2026-03-09',
      met: true,
    });
    expect(recorded.status).toBe(201);
    expect(cacheControlOf(recorded)).toBe('no-store');
  });

  it('error answers too: 401 signed out, 404 for an unknown challenge, 400 for a bad body, 404 off the API', async () => {
    const refusals = [
      await t.visitor().get('/api/dashboard'),
      await ana.client.get('/api/challenges/4f1c2b7e-0000-4000-8000-000000000000'),
      await ana.client.post(`/api/challenges/${challengeId}/check-ins`, { date: 'yesterday', met: true }),
      await ana.client.get('/api/no-such-thing'),
    ];
    expect(refusals.map((response) => response.status)).toEqual([401, 404, 400, 404]);
    for (const response of refusals) expect(cacheControlOf(response)).toBe('no-store');
  });
});

describe('answers cached on purpose keep their own Cache-Control', () => {
  it('the calendar file: private, five minutes (calendar apps poll it)', async () => {
    const created = await ana.client.post('/api/me/calendar-feed', {});
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as CreatedCalendarFeed;
    const feed = await t.visitor().get(url.slice(TEST_APP_URL.length));
    expect(feed.status).toBe(200);
    expect(cacheControlOf(feed)).toBe('private, max-age=300');
  });

  it('an avatar: public and immutable (its address changes with every upload)', async () => {
    const uploaded = await ana.client.request(
      'POST',
      '/api/me/avatar',
      imageForm(await solidImage('jpeg', 64, 64)),
    );
    expect(uploaded.status).toBe(200);
    const { avatar } = (await uploaded.json()) as Profile;
    const image = await t.visitor().get(avatar!);
    expect(image.status).toBe(200);
    expect(cacheControlOf(image)).toBe('public, max-age=31536000, immutable');
  });
});
