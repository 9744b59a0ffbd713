import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail, VALID_PASSWORD } from '#server/testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates the account with a trimmed, lower-cased e-mail and the browser timezone, and signs in', async () => {
    const person = t.visitor();
    const email = uniqueEmail('Mixed.Case');
    const user = await person.signUp({
      name: '  Ann Lee ',
      email: `  ${email.toUpperCase()} `,
      timezone: 'Asia/Tokyo',
    });
    expect(user.email).toBe(email.toLowerCase());
    expect(user.name).toBe('Ann Lee');
    const me = await person.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: email.toLowerCase(),
      name: 'Ann Lee',
      timezone: 'Asia/Tokyo',
    });
  });

  it('refuses a weak password with the spec message and each broken rule', async () => {
    const response = await t.visitor().post('/api/auth/sign-up/email', {
      name: 'Weak Pass',
      email: uniqueEmail(),
      password: 'password',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe(
      'Password does not meet security requirements. Please check all requirements are met.',
    );
    expect(body.reasons).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it('refuses a name shorter than 2 characters', async () => {
    const response = await t.visitor().post('/api/auth/sign-up/email', {
      name: ' A ',
      email: uniqueEmail(),
      password: VALID_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Name must be at least 2 characters.');
  });

  it('says when the e-mail already has an account', async () => {
    const email = uniqueEmail();
    await t.visitor().signUp({ email });
    const response = await t
      .visitor()
      .post('/api/auth/sign-up/email', { name: 'Again', email, password: VALID_PASSWORD });
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
  });

  it('falls back to UTC for an unknown timezone', async () => {
    const person = t.visitor();
    await person.signUp({ timezone: 'Mars/Olympus' });
    expect(await (await person.get('/api/me')).json()).toMatchObject({ timezone: 'UTC' });
  });
});

describe('sign-in', () => {
  it('signs in with the right password, whatever the e-mail case', async () => {
    const email = uniqueEmail();
    await t.visitor().signUp({ email });
    const person = t.visitor();
    const response = await person.signIn(` ${email.toUpperCase()} `);
    expect(response.status).toBe(200);
    expect((await person.get('/api/me')).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike, so nobody learns who has an account', async () => {
    const email = uniqueEmail();
    await t.visitor().signUp({ email });
    const wrongPassword = await t.visitor().signIn(email, 'Wrong#Pass1');
    const unknownEmail = await t.visitor().signIn(uniqueEmail('nobody'));
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const [a, b] = [await wrongPassword.json(), await unknownEmail.json()];
    expect(a.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(b.code).toBe(a.code);
  });

  it('signs out, after which the API treats the person as a visitor', async () => {
    const person = t.visitor();
    await person.signUp();
    expect((await person.post('/api/auth/sign-out')).status).toBe(200);
    expect((await person.get('/api/me')).status).toBe(401);
  });

  it('treats a malformed session cookie as no session', async () => {
    const person = t.visitor();
    person.setCookie('habitsprint.session_token', 'garbage%%%;;');
    const response = await person.get('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });
});

describe('password reset', () => {
  const resetCode = (text: string) => /\/auth\?code=([^\s]+)/.exec(text)?.[1];

  it('e-mails a link to /auth with a code that sets a new password once, and signs out everywhere', async () => {
    const email = uniqueEmail();
    const person = t.visitor();
    await person.signUp({ email });
    const request = await t
      .visitor()
      .post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });
    expect(request.status).toBe(200);
    await t.backgroundTasksSettled();
    const mail = t.sent.findLast((m) => m.to === email)!;
    expect(mail.text).toContain(`${t.env.APP_URL}/auth?code=`);
    const code = decodeURIComponent(resetCode(mail.text)!);

    const reset = await t
      .visitor()
      .post('/api/auth/reset-password', { token: code, newPassword: 'New#Pass2026' });
    expect(reset.status).toBe(200);
    expect((await person.get('/api/me')).status).toBe(401);
    expect((await t.visitor().signIn(email, 'New#Pass2026')).status).toBe(200);
    expect((await t.visitor().signIn(email, VALID_PASSWORD)).status).toBe(401);

    const reused = await t
      .visitor()
      .post('/api/auth/reset-password', { token: code, newPassword: 'Other#Pass2026' });
    expect(reused.status).toBe(400);
    expect((await reused.json()).code).toBe('INVALID_TOKEN');
  });

  it('answers an unknown e-mail like a known one and sends nothing', async () => {
    const before = t.sent.length;
    const email = uniqueEmail('stranger');
    const response = await t
      .visitor()
      .post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });
    expect(response.status).toBe(200);
    await t.backgroundTasksSettled();
    expect(t.sent.length).toBe(before);
  });

  it('refuses a weak new password with the reasons', async () => {
    const email = uniqueEmail();
    await t.visitor().signUp({ email });
    await t.visitor().post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });
    await t.backgroundTasksSettled();
    const code = decodeURIComponent(resetCode(t.sent.findLast((m) => m.to === email)!.text)!);
    const response = await t
      .visitor()
      .post('/api/auth/reset-password', { token: code, newPassword: 'short' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('WEAK_PASSWORD');
  });

  it('refuses a forged code', async () => {
    const response = await t
      .visitor()
      .post('/api/auth/reset-password', { token: 'forged', newPassword: 'New#Pass2026' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('INVALID_TOKEN');
  });
});
