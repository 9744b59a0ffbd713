import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail, VALID_PASSWORD } from '#server/testing/test-client';

// Per account, on top of the per-address limit (OWASP ASVS 2.2.1): guesses from many addresses still slow down.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

const TOO_MANY = 'Too many sign-in attempts. Please wait a moment before trying again.';
let nextAddress = 0;
/** a visitor from an address no earlier attempt used, so only the per-account throttle can stop it */
const freshVisitor = () => t.visitorFrom(`203.0.113.${++nextAddress}`);

/** lets `seconds` go by on the app's clock */
const pass = (seconds: number) => t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000));

async function wrongGuesses(email: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await freshVisitor().signIn(email, 'Wrong#Pass1')).status);
  return statuses;
}

describe('sign-in throttling per account', () => {
  it('answers the 6th wrong password on one account with 429 even from a new address each time', async () => {
    const email = uniqueEmail();
    await t.visitor().signUp({ email });
    expect(await wrongGuesses(email, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await freshVisitor().signIn(email, VALID_PASSWORD);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY });
  });

  it('throttles an address that has no account exactly alike, so the answer reveals nothing', async () => {
    const known = uniqueEmail();
    await t.visitor().signUp({ email: known });
    const unknown = uniqueEmail('nobody');
    expect(await wrongGuesses(unknown, 6)).toEqual(await wrongGuesses(known, 6));
  });

  it('counts the e-mail as typed in any case and spacing as one account', async () => {
    const email = uniqueEmail();
    await t.visitor().signUp({ email });
    const spellings = [email, email.toUpperCase(), ` ${email} `, email, email.toUpperCase()];
    for (const spelling of spellings) {
      expect((await freshVisitor().signIn(spelling, 'Wrong#Pass1')).status).toBe(401);
    }
    expect((await freshVisitor().signIn(` ${email.toUpperCase()}`, 'Wrong#Pass1')).status).toBe(429);
  });

  it('lets the owner in again after a short wait that doubles with each further failure, up to 5 minutes', async () => {
    const email = uniqueEmail();
    await t.visitor().signUp({ email });
    await wrongGuesses(email, 5);
    expect((await freshVisitor().signIn(email)).status).toBe(429);
    pass(15);
    expect((await freshVisitor().signIn(email, 'Wrong#Pass1')).status).toBe(401); // 6th failure: 30 s now
    pass(29);
    expect((await freshVisitor().signIn(email)).status).toBe(429);
    pass(1);
    for (let failure = 7; failure <= 12; failure++) {
      expect((await freshVisitor().signIn(email, 'Wrong#Pass1')).status).toBe(401);
      pass(5 * 60); // never longer than the cap
    }
    expect((await freshVisitor().signIn(email)).status).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const email = uniqueEmail();
    await t.visitor().signUp({ email });
    await wrongGuesses(email, 4);
    expect((await freshVisitor().signIn(email)).status).toBe(200);
    expect(await wrongGuesses(email, 5)).toEqual([401, 401, 401, 401, 401]);
  });

  it('keeps the per-address limit too: the 11th attempt from one address within a minute is 429', async () => {
    const address = t.visitorFrom('198.51.100.7');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await address.signIn(uniqueEmail(), 'Wrong#Pass1')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
