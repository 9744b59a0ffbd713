import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail } from '#server/testing/test-client';

// A reset request must take as long for an address with an account as for one without (no timing oracle): the
// e-mail goes out after the answer, and a failed send is logged, never lost silently.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.visitor().post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });

describe('password reset e-mail', () => {
  it('answers before the e-mail is sent, then sends it', async () => {
    const email = uniqueEmail();
    await t.visitor().signUp({ email });
    const release = t.holdMail();
    try {
      expect((await requestReset(email)).status).toBe(200);
      expect(t.sent.some((m) => m.to === email)).toBe(false);
    } finally {
      release();
    }
    await t.backgroundTasksSettled();
    expect(t.sent.findLast((m) => m.to === email)?.subject).toBe('Reset your HabitSprint password');
  });

  it('logs a send that fails, with the reason, and still answers like any other request', async () => {
    const email = uniqueEmail();
    await t.visitor().signUp({ email });
    t.failMail(new Error('connect ECONNREFUSED 127.0.0.1:25'));
    try {
      expect((await requestReset(email)).status).toBe(200);
      await t.backgroundTasksSettled();
    } finally {
      t.failMail(null);
    }
    expect(t.logged.findLast((line) => line.msg === 'An e-mail could not be sent')).toMatchObject({
      level: 50,
      err: { message: 'connect ECONNREFUSED 127.0.0.1:25' },
      subject: 'Reset your HabitSprint password',
    });
  });
});
