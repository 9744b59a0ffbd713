import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/profile/profile.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me', () => {
  it('gives the signed-in person their whole profile, reminders on at 20:00 by default', async () => {
    const { client, user } = await givenPerson(t, { name: 'Ada Profile', timezone: 'Europe/Paris' });
    const response = await client.get('/api/me');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.id,
      name: 'Ada Profile',
      email: user.email,
      avatar: null,
      timezone: 'Europe/Paris',
      locale: 'en',
      remindersEnabled: true,
      reminderHour: 20,
      reminderEmailEnabled: false,
      admin: null,
    } satisfies Profile);
  });

  it('refuses a signed-out visitor', async () => {
    const response = await t.visitor().get('/api/me');
    expect(response.status).toBe(401);
  });
});

describe('PATCH /api/me', () => {
  it('changes only the settings sent and answers the new profile', async () => {
    const { client } = await givenPerson(t, { name: 'Ben Before', timezone: 'UTC' });
    const response = await client.patch('/api/me', { reminderHour: 7 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'Ben Before',
      timezone: 'UTC',
      remindersEnabled: true,
      reminderHour: 7,
    });

    const all = await client.patch('/api/me', {
      name: '  Ben After  ',
      timezone: 'America/Los_Angeles',
      remindersEnabled: false,
    });
    expect(await all.json()).toMatchObject({
      name: 'Ben After',
      timezone: 'America/Los_Angeles',
      remindersEnabled: false,
      reminderHour: 7,
    });
    expect(await (await client.get('/api/me')).json()).toMatchObject({ name: 'Ben After', reminderHour: 7 });
  });

  it('accepts an empty change and leaves everything as it was', async () => {
    const { client } = await givenPerson(t, { name: 'Cy Same' });
    const response = await client.patch('/api/me', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Cy Same', reminderHour: 20 });
  });

  it('shows the new name in the session and to other features at once', async () => {
    const { client } = await givenPerson(t, { name: 'Dee Old' });
    await client.patch('/api/me', { name: 'Dee New' });
    const session = (await (await client.get('/api/auth/get-session')).json()) as { user: { name: string } };
    expect(session.user.name).toBe('Dee New');
  });

  it.each([
    [{ name: ' A ' }, 'name', 'Name must be at least 2 characters.'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters.'],
    [{ name: 42 }, 'name', undefined],
    [{ timezone: 'Mars/Olympus_Mons' }, 'timezone', 'Unknown timezone.'],
    [{ reminderHour: 24 }, 'reminderHour', 'Pick an hour between 0 and 23.'],
    [{ reminderHour: -1 }, 'reminderHour', 'Pick an hour between 0 and 23.'],
    [{ reminderHour: 7.5 }, 'reminderHour', 'Pick a whole hour.'],
    [{ remindersEnabled: 'yes' }, 'remindersEnabled', undefined],
    [{ locale: 'tlh' }, 'locale', 'Pick one of the languages offered.'],
    [{ locale: 'en-XA' }, 'locale', 'Pick one of the languages offered.'],
  ])('refuses %j with a message for the field', async (body, field, message) => {
    const { client } = await givenPerson(t, { name: 'Eve Invalid' });
    const response = await client.patch('/api/me', body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields)).toEqual([field]);
    if (message) expect(error).toMatchObject({ message, fields: { [field]: message } });
    expect(await (await client.get('/api/me')).json()).toMatchObject({
      name: 'Eve Invalid',
      reminderHour: 20,
    });
  });

  it('refuses a signed-out visitor', async () => {
    const response = await t.visitor().patch('/api/me', { name: 'Nobody' });
    expect(response.status).toBe(401);
  });
});

describe('the language (decision 079)', () => {
  it('is the one the sign-up screen was shown in', async () => {
    const person = t.visitor();
    await person.post('/api/auth/sign-up/email', {
      name: 'Greta German',
      email: `greta-${Date.now()}@example.com`,
      password: 'Sprint#2026',
      locale: 'de',
    });
    expect(await (await person.get('/api/me')).json()).toMatchObject({ locale: 'de' });
  });

  it("is the browser's best when the sign-up names none, or none spoken here", async () => {
    for (const [locale, acceptLanguage, expected] of [
      [undefined, 'pt-PT,pt;q=0.9,en;q=0.5', 'pt-BR'],
      ['tlh', 'fr-CA, en;q=0.8', 'fr'],
      [undefined, 'ja', 'en'],
    ] as const) {
      const person = t.visitor();
      const answer = await person.post(
        '/api/auth/sign-up/email',
        { name: 'Lu Lang', email: `lu-${Math.random()}@example.com`, password: 'Sprint#2026', locale },
        { 'accept-language': acceptLanguage },
      );
      expect(answer.status).toBe(200);
      expect(await (await person.get('/api/me')).json()).toMatchObject({ locale: expected });
    }
  });

  it('changes in the profile, and the session says so', async () => {
    const { client } = await givenPerson(t);
    const response = await client.patch('/api/me', { locale: 'es' });
    expect(await response.json()).toMatchObject({ locale: 'es' });
    const session = (await (await client.get('/api/auth/get-session')).json()) as {
      user: { locale: string };
    };
    expect(session.user.locale).toBe('es');
  });
});

describe('PUT /api/me/timezone', () => {
  it('still records the browser zone', async () => {
    const { client } = await givenPerson(t);
    const response = await client.put('/api/me/timezone', { timezone: 'Asia/Tokyo' });
    expect(await response.json()).toEqual({ timezone: 'Asia/Tokyo' });
    expect(await (await client.get('/api/me')).json()).toMatchObject({ timezone: 'Asia/Tokyo' });
  });
});
