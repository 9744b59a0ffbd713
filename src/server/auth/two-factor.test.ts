import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_PATH } from '#shared/account-export/account-export.types';
import { twoFactors, users } from '#server/db/schema/auth';
import { deleteAccountAs } from '#server/testing/fixtures/account-deletion';
import {
  givenTwoFactorOn,
  givenTwoFactorPending,
  TWO_FACTOR_PATHS,
} from '#server/testing/fixtures/two-factor';
import { givenPerson, type Person } from '#server/testing/given';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { type TestClient, VALID_PASSWORD } from '#server/testing/test-client';
import { totpCodeOf } from '#server/testing/totp-code';
import { readZip } from '#server/testing/zip-entries';

// Two-step verification (decision 088, product-rules.md#two-step-verification): better-auth's twoFactor plugin
// behind our allow-list, with the account's rules (suspension) still deciding who gets a session.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG_PASSWORD = 'Wrong#2026';

async function isSignedIn(client: TestClient) {
  return (await client.get('/api/me')).status === 200;
}

async function twoFactorEnabledOf(person: Person) {
  const response = await person.client.get('/api/account/security');
  return ((await response.json()) as { twoFactorEnabled: boolean }).twoFactorEnabled;
}

/** A wrong code that is surely not the right one now. */
async function wrongCodeFor(secret: string) {
  const right = await totpCodeOf(secret);
  return right === '000000' ? '111111' : '000000';
}

/** Signs in with the password on a new device; with two-step on, the answer asks for the code. */
async function passwordStep(person: Person) {
  const device = t.visitor();
  const response = await device.signIn(person.user.email);
  expect(response.status).toBe(200);
  return { device, body: (await response.json()) as { twoFactorRedirect?: boolean; user?: unknown } };
}

describe('turning two-step verification on', () => {
  it('needs the right password: a wrong one is refused with 400 and nothing is stored', async () => {
    const person = await givenPerson(t);
    const response = await person.client.post(TWO_FACTOR_PATHS.enable, { password: WRONG_PASSWORD });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('INVALID_PASSWORD');
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, person.user.id))).toEqual([]);
  });

  it('stays pending until a right code: a wrong code leaves it off and sign-in asks for no code', async () => {
    const person = await givenPerson(t);
    const { secret } = await givenTwoFactorPending(person.client, VALID_PASSWORD);
    expect(await twoFactorEnabledOf(person)).toBe(false);
    const wrong = await person.client.post(TWO_FACTOR_PATHS.verifyTotp, { code: await wrongCodeFor(secret) });
    expect(wrong.status).toBe(401);
    expect(await twoFactorEnabledOf(person)).toBe(false);
    const { device, body } = await passwordStep(person);
    expect(body.twoFactorRedirect).toBeUndefined();
    expect(await isSignedIn(device)).toBe(true);
  });

  it('is on after a right code, and this device stays signed in', async () => {
    const person = await givenPerson(t);
    const { secret } = await givenTwoFactorPending(person.client, VALID_PASSWORD);
    const right = await person.client.post(TWO_FACTOR_PATHS.verifyTotp, { code: await totpCodeOf(secret) });
    expect(right.status).toBe(200);
    expect(await twoFactorEnabledOf(person)).toBe(true);
    expect(await isSignedIn(person.client)).toBe(true);
  });

  it('stores the secret and the backup codes encrypted', async () => {
    const person = await givenPerson(t);
    const { secret, backupCodes } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const [row] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, person.user.id));
    expect(backupCodes).toHaveLength(10);
    expect(row!.verified).toBe(true);
    expect(row!.secret).not.toContain(secret);
    for (const code of backupCodes) expect(row!.backupCodes).not.toContain(code);
  });

  it('refuses a second turning on while it is on', async () => {
    const person = await givenPerson(t);
    await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const again = await person.client.post(TWO_FACTOR_PATHS.enable, { password: VALID_PASSWORD });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('TOTP_ALREADY_ENABLED');
  });
});

describe('signing in with two-step verification on', () => {
  it('gives no session after the password, refuses a wrong code, and signs in with the right one', async () => {
    const person = await givenPerson(t);
    const { secret } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const { device, body } = await passwordStep(person);
    expect(body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(await isSignedIn(device)).toBe(false);

    const wrong = await device.post(TWO_FACTOR_PATHS.verifyTotp, { code: await wrongCodeFor(secret) });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).code).toBe('INVALID_CODE');
    expect(await isSignedIn(device)).toBe(false);

    const right = await device.post(TWO_FACTOR_PATHS.verifyTotp, { code: await totpCodeOf(secret, 1) });
    expect(right.status).toBe(200);
    expect(await isSignedIn(device)).toBe(true);
  });

  it('ends the sign-in after 5 wrong codes: even the right code then needs the password again', async () => {
    const person = await givenPerson(t);
    const { secret } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const { device } = await passwordStep(person);
    const wrongCode = await wrongCodeFor(secret);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await device.post(TWO_FACTOR_PATHS.verifyTotp, { code: wrongCode })).status).toBe(401);
    }
    const right = await device.post(TWO_FACTOR_PATHS.verifyTotp, { code: await totpCodeOf(secret, 1) });
    expect(right.status).toBe(400);
    expect((await right.json()).code).toBe('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE');
    expect(await isSignedIn(device)).toBe(false);
  });

  it('refuses a code without the password step first', async () => {
    const person = await givenPerson(t);
    const { secret } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const stranger = t.visitor();
    const response = await stranger.post(TWO_FACTOR_PATHS.verifyTotp, { code: await totpCodeOf(secret, 1) });
    expect(response.status).toBe(401);
    expect(await isSignedIn(stranger)).toBe(false);
  });

  it('takes a backup code instead of the app code, once', async () => {
    const person = await givenPerson(t);
    const { backupCodes } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const code = backupCodes[0]!;
    const first = await passwordStep(person);
    expect((await first.device.post(TWO_FACTOR_PATHS.verifyBackupCode, { code })).status).toBe(200);
    expect(await isSignedIn(first.device)).toBe(true);

    const second = await passwordStep(person);
    const reused = await second.device.post(TWO_FACTOR_PATHS.verifyBackupCode, { code });
    expect(reused.status).toBe(401);
    expect((await reused.json()).code).toBe('INVALID_BACKUP_CODE');
    expect(await isSignedIn(second.device)).toBe(false);
  });

  it('skips the code for 30 days on a device the person chose to trust', async () => {
    const person = await givenPerson(t);
    const { secret } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const { device } = await passwordStep(person);
    const code = await totpCodeOf(secret, 1);
    expect((await device.post(TWO_FACTOR_PATHS.verifyTotp, { code, trustDevice: true })).status).toBe(200);
    expect((await device.post('/api/auth/sign-out')).status).toBe(200);
    expect(await isSignedIn(device)).toBe(false);

    const again = await device.signIn(person.user.email);
    expect((await again.json()) as object).not.toHaveProperty('twoFactorRedirect');
    expect(await isSignedIn(device)).toBe(true);
    // another device still asks
    expect((await passwordStep(person)).body.twoFactorRedirect).toBe(true);
  });

  it('refuses a suspended account even with the right code (decision 085)', async () => {
    const person = await givenPerson(t);
    const { secret } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const { device } = await passwordStep(person);
    // suspended between the password and the code
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, person.user.id));
    const response = await device.post(TWO_FACTOR_PATHS.verifyTotp, { code: await totpCodeOf(secret, 1) });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('ACCOUNT_SUSPENDED');
    expect(await isSignedIn(device)).toBe(false);
  });
});

describe('an app code is taken once (decision 088, RFC 6238 §5.2)', () => {
  it('the code that turned it on, or that signed in, is refused on the next sign-in; the next code works', async () => {
    const person = await givenPerson(t);
    // turned on with the code the app shows now
    const { secret } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const first = await passwordStep(person);
    const replayed = await first.device.post(TWO_FACTOR_PATHS.verifyTotp, { code: await totpCodeOf(secret) });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({
      code: 'TOTP_CODE_ALREADY_USED',
      message: 'This code was used already. Enter the next code your authenticator app shows.',
    });
    expect(await isSignedIn(first.device)).toBe(false);

    const next = await totpCodeOf(secret, 1);
    expect((await first.device.post(TWO_FACTOR_PATHS.verifyTotp, { code: next })).status).toBe(200);
    expect(await isSignedIn(first.device)).toBe(true);

    // someone who saw that code, with the password, on another device
    const second = await passwordStep(person);
    const seen = await second.device.post(TWO_FACTOR_PATHS.verifyTotp, { code: next });
    expect(seen.status).toBe(401);
    expect((await seen.json()).code).toBe('TOTP_CODE_ALREADY_USED');
    expect(await isSignedIn(second.device)).toBe(false);
  });

  it('a replayed code does not count among the 5 wrong codes of a sign-in', async () => {
    const person = await givenPerson(t);
    const { secret } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const { device } = await passwordStep(person);
    const used = await totpCodeOf(secret);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await device.post(TWO_FACTOR_PATHS.verifyTotp, { code: used })).status).toBe(401);
    }
    const next = await device.post(TWO_FACTOR_PATHS.verifyTotp, { code: await totpCodeOf(secret, 1) });
    expect(next.status).toBe(200);
  });

  it('two sign-ins racing with one code: exactly one gets a session', async () => {
    const person = await givenPerson(t);
    const { secret } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const devices = [(await passwordStep(person)).device, (await passwordStep(person)).device];
    const code = await totpCodeOf(secret, 1);
    const answers = await Promise.all(
      devices.map((device) => device.post(TWO_FACTOR_PATHS.verifyTotp, { code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const signedIn = await Promise.all(devices.map(isSignedIn));
    expect(signedIn.filter(Boolean)).toHaveLength(1);
  });

  it('a wrong code is not taken: entered twice, it is told as not right both times', async () => {
    const person = await givenPerson(t);
    const { secret } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const { device } = await passwordStep(person);
    const wrong = await wrongCodeFor(secret);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await device.post(TWO_FACTOR_PATHS.verifyTotp, { code: wrong });
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('INVALID_CODE');
    }
  });
});

describe('new backup codes', () => {
  it('need the right password, and replace the old ones', async () => {
    const person = await givenPerson(t);
    const { backupCodes: old } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const refused = await person.client.post(TWO_FACTOR_PATHS.generateBackupCodes, {
      password: WRONG_PASSWORD,
    });
    expect(refused.status).toBe(400);

    const response = await person.client.post(TWO_FACTOR_PATHS.generateBackupCodes, {
      password: VALID_PASSWORD,
    });
    expect(response.status).toBe(200);
    const { backupCodes } = (await response.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const { device } = await passwordStep(person);
    expect((await device.post(TWO_FACTOR_PATHS.verifyBackupCode, { code: old[0] })).status).toBe(401);
    expect((await device.post(TWO_FACTOR_PATHS.verifyBackupCode, { code: backupCodes[0] })).status).toBe(200);
  });
});

describe('turning two-step verification off', () => {
  it('needs the right password; then signing in asks for no code', async () => {
    const person = await givenPerson(t);
    await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const refused = await person.client.post(TWO_FACTOR_PATHS.disable, { password: WRONG_PASSWORD });
    expect(refused.status).toBe(400);
    expect(await twoFactorEnabledOf(person)).toBe(true);

    expect((await person.client.post(TWO_FACTOR_PATHS.disable, { password: VALID_PASSWORD })).status).toBe(
      200,
    );
    expect(await twoFactorEnabledOf(person)).toBe(false);
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, person.user.id))).toEqual([]);
    const { device, body } = await passwordStep(person);
    expect(body.twoFactorRedirect).toBeUndefined();
    expect(await isSignedIn(device)).toBe(true);
  });
});

describe('the account', () => {
  it('export holds neither the secret nor the backup codes, as given or as stored', async () => {
    const person = await givenPerson(t);
    const { secret, backupCodes } = await givenTwoFactorOn(person.client, VALID_PASSWORD);
    const [row] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, person.user.id));
    const response = await person.client.get(ACCOUNT_EXPORT_PATH);
    expect(response.status).toBe(200);
    const entries = await readZip(new Uint8Array(await response.arrayBuffer()));
    const exported = [...entries.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    for (const kept of [secret.replaceAll(' ', ''), row!.secret, row!.backupCodes, ...backupCodes]) {
      expect(exported).not.toContain(kept);
    }
  });

  it('deleted, takes its two-step secret with it', async () => {
    const person = await givenPerson(t);
    await givenTwoFactorOn(person.client, VALID_PASSWORD);
    expect((await deleteAccountAs(person.client)).status).toBe(200);
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, person.user.id))).toEqual([]);
  });
});

describe('signed out', () => {
  it.each([
    TWO_FACTOR_PATHS.enable,
    TWO_FACTOR_PATHS.disable,
    TWO_FACTOR_PATHS.generateBackupCodes,
    TWO_FACTOR_PATHS.verifyTotp,
    TWO_FACTOR_PATHS.verifyBackupCode,
  ])('POST %s answers 401', async (path) => {
    const body = { password: VALID_PASSWORD, code: '123456' };
    expect((await t.visitor().post(path, body)).status).toBe(401);
  });
});

describe('the plugin endpoints the app does not use', () => {
  it('answer 404: the secret is shown once, and codes are never e-mailed', async () => {
    const person = await givenPerson(t);
    for (const path of ['get-totp-uri', 'send-otp', 'verify-otp']) {
      const response = await person.client.post(`/api/auth/two-factor/${path}`, { password: VALID_PASSWORD });
      expect(response.status, path).toBe(404);
    }
  });
});
