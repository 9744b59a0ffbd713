import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { VAPID_TEST_ENV } from '#server/testing/vapid-test-env';

describe('configuration', () => {
  it('has working defaults for a laptop', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APP_URL: 'http://localhost:3000',
      RATE_LIMIT_SCALE: 1,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives APP_URL from PORT, and keeps an explicit one without its trailing slash', () => {
    expect(loadEnv({ PORT: '4100' }).APP_URL).toBe('http://localhost:4100');
    expect(loadEnv({ APP_URL: 'https://habits.example.com/' }).APP_URL).toBe('https://habits.example.com');
  });

  it('requires AUTH_SECRET in production and with a shared database', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => loadEnv({ DATABASE_URL: 'postgres://db.example/habits' })).toThrow(/AUTH_SECRET/);
    const secret = 'x'.repeat(32);
    expect(
      loadEnv({ DATABASE_URL: 'postgres://db.example/habits', AUTH_SECRET: secret, ...VAPID_TEST_ENV })
        .AUTH_SECRET,
    ).toBe(secret);
  });

  it('requires the VAPID keys and subject in production and with a shared database, and both keys together', () => {
    const shared = { DATABASE_URL: 'postgres://db.example/habits', AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadEnv(shared)).toThrow(/VAPID_PUBLIC_KEY[\s\S]*VAPID_PRIVATE_KEY[\s\S]*VAPID_SUBJECT/);
    expect(() => loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) })).toThrow(/VAPID_SUBJECT/);
    expect(loadEnv({ ...shared, ...VAPID_TEST_ENV }).VAPID_PUBLIC_KEY).toBe(VAPID_TEST_ENV.VAPID_PUBLIC_KEY);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: VAPID_TEST_ENV.VAPID_PUBLIC_KEY })).toThrow(/go together/);
    expect(() => loadEnv({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/mailto: or https:/);
  });

  it('refuses a clock offset in production and lists every bad setting at once', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), CLOCK_OFFSET_DAYS: '3' }),
    ).toThrow(/CLOCK_OFFSET_DAYS/);
    expect(() => loadEnv({ PORT: 'abc', SMTP_URL: 'not a url' })).toThrow(/PORT[\s\S]*SMTP_URL/);
  });

  it('reads the flags and lists', () => {
    const env = loadEnv({
      REQUIRE_EMAIL_VERIFICATION: 'true',
      ADMIN_EMAILS: ' A@x.com, b@y.org ,',
      RATE_LIMIT_SCALE: '50',
    });
    expect(env.REQUIRE_EMAIL_VERIFICATION).toBe(true);
    expect(env.ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.org']);
    expect(env.RATE_LIMIT_SCALE).toBe(50);
  });

  it('serves the dev outbox only when DEV_OUTBOX is set, and never in production', () => {
    expect(loadEnv({}).DEV_OUTBOX).toBe(false);
    expect(loadEnv({ DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
    expect(() =>
      loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DEV_OUTBOX: 'true' }),
    ).toThrow(/DEV_OUTBOX/);
  });
});
