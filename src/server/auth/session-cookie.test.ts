import pino from 'pino';
import { createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAuth } from './auth';
import type { Database } from '#server/db/database';
import { loadEnv } from '#server/env';
import type { Mailer } from '#server/mail/mailer';
import { sessionCookieSettings, signedSessionCookieValue, verifiedSessionToken } from './session-cookie';
import { VAPID_TEST_ENV } from '#server/testing/vapid-test-env';

const SECRET = 'unit-secret-unit-secret-unit-secret-1234';
const key = createSecretKey(Buffer.from(SECRET));
const cookieOf = (token: string, secret = SECRET) =>
  decodeURIComponent(signedSessionCookieValue(token, secret));

describe('verifiedSessionToken', () => {
  it('returns the token of a value signed with our secret', () => {
    expect(verifiedSessionToken(cookieOf('abc.DEF_123'), key)).toBe('abc.DEF_123');
  });

  it('refuses a missing value, a value without signature, another secret, or a changed token', () => {
    expect(verifiedSessionToken(undefined, key)).toBeNull();
    expect(verifiedSessionToken('just-a-token', key)).toBeNull();
    expect(verifiedSessionToken(cookieOf('abc', 'another-secret-another-secret-123456'), key)).toBeNull();
    expect(verifiedSessionToken(cookieOf('abc').replace('abc', 'abd'), key)).toBeNull();
  });

  it('refuses a signature of the wrong shape before computing anything', () => {
    const signature = cookieOf('abc').slice(4);
    expect(verifiedSessionToken(`abc.${signature.slice(0, -1)}`, key)).toBeNull();
    expect(verifiedSessionToken(`abc.${signature}==`, key)).toBeNull();
    expect(verifiedSessionToken(`abc.${'*'.repeat(43)}=`, key)).toBeNull();
  });
});

describe('sessionCookieSettings', () => {
  const authFor = (NODE_ENV: string) =>
    createAuth({
      db: {} as Database,
      env: loadEnv({
        NODE_ENV,
        AUTH_SECRET: SECRET,
        ...VAPID_TEST_ENV,
        DATA_DIR: '/tmp/unused',
        LOG_LEVEL: 'silent',
      }),
      mailer: {} as Mailer,
      logger: pino({ level: 'silent' }),
      secret: SECRET,
    });

  it('reads better-auth’s own cookie name: __Secure- prefixed in production', async () => {
    expect((await sessionCookieSettings(authFor('test'))).name).toBe('habitsprint.session_token');
    expect((await sessionCookieSettings(authFor('production'))).name).toBe(
      '__Secure-habitsprint.session_token',
    );
  });
});
