import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail, VALID_PASSWORD } from '#server/testing/test-client';

// REQUIRE_EMAIL_VERIFICATION=true: an account works only once its e-mail is confirmed.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(() => t.close());

describe('e-mail verification', () => {
  it('signs nobody in at sign-up, refuses sign-in until the e-mailed link is followed, then signs in', async () => {
    const email = uniqueEmail();
    const person = t.visitor();
    const signUp = await person.post('/api/auth/sign-up/email', {
      name: 'Vera Fied',
      email,
      password: VALID_PASSWORD,
    });
    expect(signUp.status).toBe(200);
    expect((await signUp.json()).token).toBeNull();
    expect((await person.get('/api/me')).status).toBe(401);

    const refused = await t.visitor().signIn(email);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('EMAIL_NOT_VERIFIED');

    await t.backgroundTasksSettled();
    const mail = t.sent.findLast((m) => m.to === email)!;
    expect(mail.subject).toBe('Confirm your HabitSprint account');
    const link = /https?:\/\/\S+verify-email\S+/.exec(mail.text)![0];
    const verify = await person.get(new URL(link).pathname + new URL(link).search);
    expect([200, 302]).toContain(verify.status);

    expect((await t.visitor().signIn(email)).status).toBe(200);
  });

  it('answers a taken address like a new one, so sign-up does not reveal accounts either', async () => {
    const email = uniqueEmail();
    await t.visitor().post('/api/auth/sign-up/email', { name: 'First One', email, password: VALID_PASSWORD });
    const again = await t
      .visitor()
      .post('/api/auth/sign-up/email', { name: 'Second One', email, password: VALID_PASSWORD });
    expect(again.status).toBe(200);
    expect((await again.json()).token).toBeNull();
  });
});
