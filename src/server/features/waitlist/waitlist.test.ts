import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '#server/db/schema/feedback';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail } from '#server/testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entriesFor = (email: string) =>
  t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));

describe('joining a waitlist', () => {
  it('lets a visitor without an account join, keeping a trimmed name and a lower-cased e-mail', async () => {
    const email = uniqueEmail('Wait.List');
    const response = await t.visitor().post('/api/waitlist', {
      feature: 'Wearable Sync',
      name: '  Ann Lee ',
      email: `  ${email.toUpperCase()} `,
      interest: ' Syncing my steps automatically ',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ feature: 'Wearable Sync', joined: true });
    const [entry, ...others] = await entriesFor(email.toLowerCase());
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      feature: 'Wearable Sync',
      name: 'Ann Lee',
      email: email.toLowerCase(),
      interest: 'Syncing my steps automatically',
    });
  });

  it('treats the interest as optional and stores an empty one as nothing', async () => {
    const [withoutInterest, withEmptyInterest] = [uniqueEmail(), uniqueEmail()];
    expect(
      (
        await t
          .visitor()
          .post('/api/waitlist', { feature: 'AI Habit Coach', name: 'Bo', email: withoutInterest })
      ).status,
    ).toBe(201);
    const empty = await t.visitor().post('/api/waitlist', {
      feature: 'AI Habit Coach',
      name: 'Cy',
      email: withEmptyInterest,
      interest: '   ',
    });
    expect(empty.status).toBe(201);
    expect((await entriesFor(withoutInterest))[0]?.interest).toBeNull();
    expect((await entriesFor(withEmptyInterest))[0]?.interest).toBeNull();
  });

  it('keeps one entry per e-mail and feature, updated by a second sign-up, and separate entries per feature', async () => {
    const email = uniqueEmail();
    const person = t.visitor();
    await person.post('/api/waitlist', {
      feature: 'Team Challenges',
      name: 'First Name',
      email,
      interest: 'first',
    });
    const again = await person.post('/api/waitlist', {
      feature: 'Team Challenges',
      name: 'Second Name',
      email: email.toUpperCase(),
    });
    expect(again.status).toBe(201);
    await person.post('/api/waitlist', { feature: 'Wearable Sync', name: 'Second Name', email });
    const entries = await entriesFor(email);
    expect(entries.map((entry) => entry.feature).sort()).toEqual(['Team Challenges', 'Wearable Sync']);
    expect(entries.find((entry) => entry.feature === 'Team Challenges')).toMatchObject({
      name: 'Second Name',
      interest: null,
    });
  });
});

describe('refusals', () => {
  it('requires a name', async () => {
    const response = await t
      .visitor()
      .post('/api/waitlist', { feature: 'Wearable Sync', name: '  ', email: uniqueEmail() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'BAD_REQUEST', message: 'Name is required', fields: { name: 'Name is required' } },
    });
  });

  it('requires an e-mail of valid format', async () => {
    const missing = await t
      .visitor()
      .post('/api/waitlist', { feature: 'Wearable Sync', name: 'Ann', email: '' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { fields: { email: 'Email is required' } } });
    const malformed = await t
      .visitor()
      .post('/api/waitlist', { feature: 'Wearable Sync', name: 'Ann', email: 'ann@' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { fields: { email: 'Please enter a valid email address.' } },
    });
  });

  it('requires the name of the feature', async () => {
    const response = await t.visitor().post('/api/waitlist', { name: 'Ann', email: uniqueEmail() });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty('feature');
  });

  it('refuses a sign-up posted from another site', async () => {
    const email = uniqueEmail();
    const response = await t
      .visitor()
      .post(
        '/api/waitlist',
        { feature: 'Wearable Sync', name: 'Ann', email },
        { origin: 'https://evil.example' },
      );
    expect(response.status).toBe(403);
    expect(await entriesFor(email)).toEqual([]);
  });
});
