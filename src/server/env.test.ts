import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { VAPID_TEST_ENV } from '#server/testing/vapid-test-env';

// a random-looking secret, as `openssl rand -base64 32` gives
const SECRET = 'q8Vw3ZpL0sKx7bN2mRt5YcHj9uEa4dGf';

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
    const secret = SECRET;
    expect(
      loadEnv({ DATABASE_URL: 'postgres://db.example/habits', AUTH_SECRET: secret, ...VAPID_TEST_ENV })
        .AUTH_SECRET,
    ).toBe(secret);
  });

  it('requires the VAPID keys and subject in production and with a shared database, and both keys together', () => {
    const shared = { DATABASE_URL: 'postgres://db.example/habits', AUTH_SECRET: SECRET };
    expect(() => loadEnv(shared)).toThrow(/VAPID_PUBLIC_KEY[\s\S]*VAPID_PRIVATE_KEY[\s\S]*VAPID_SUBJECT/);
    expect(() => loadEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET })).toThrow(/VAPID_SUBJECT/);
    expect(loadEnv({ ...shared, ...VAPID_TEST_ENV }).VAPID_PUBLIC_KEY).toBe(VAPID_TEST_ENV.VAPID_PUBLIC_KEY);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: VAPID_TEST_ENV.VAPID_PUBLIC_KEY })).toThrow(/go together/);
    expect(() => loadEnv({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/mailto: or https:/);
  });

  it('refuses a clock offset in production and lists every bad setting at once', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET, CLOCK_OFFSET_DAYS: '3' })).toThrow(
      /CLOCK_OFFSET_DAYS/,
    );
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
    expect(() => loadEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET, DEV_OUTBOX: 'true' })).toThrow(
      /DEV_OUTBOX/,
    );
  });
});

describe('single sign-on', () => {
  const oidc = {
    OIDC_ISSUER: 'https://id.example.com',
    OIDC_CLIENT_ID: 'habitsprint',
    OIDC_CLIENT_SECRET: 'Qm3v-81xZ0pLw7sT',
  };

  it('is off without settings, and on with the issuer, client id and secret', () => {
    expect(loadEnv({}).OIDC_ISSUER).toBeUndefined();
    expect(loadEnv({ ...oidc, OIDC_NAME: 'Company SSO' })).toMatchObject({
      ...oidc,
      OIDC_NAME: 'Company SSO',
    });
  });

  it('stops the server with a partial setting, naming what is missing', () => {
    expect(() => loadEnv({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrow(
      /OIDC_CLIENT_ID: single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET together; OIDC_CLIENT_ID is missing\n.*OIDC_CLIENT_SECRET: .*OIDC_CLIENT_SECRET is missing/,
    );
    expect(() => loadEnv({ OIDC_NAME: 'Company SSO' })).toThrow(/OIDC_ISSUER is missing/);
  });

  it('takes the client secret from OIDC_CLIENT_SECRET_FILE, and refuses an example one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'habitsprint-env-'));
    const file = path.join(dir, 'oidc-secret');
    writeFileSync(file, `${oidc.OIDC_CLIENT_SECRET}\n`);
    const { OIDC_CLIENT_SECRET: _, ...withoutSecret } = oidc;
    expect(loadEnv({ ...withoutSecret, OIDC_CLIENT_SECRET_FILE: file }).OIDC_CLIENT_SECRET).toBe(
      oidc.OIDC_CLIENT_SECRET,
    );
    rmSync(dir, { recursive: true, force: true });
    expect(() => loadEnv({ ...oidc, OIDC_CLIENT_SECRET: 'changeme' })).toThrow(
      'OIDC_CLIENT_SECRET is an example value',
    );
  });
});

describe('secrets', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'habitsprint-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fileWith = (name: string, content: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };

  it('reads each secret X from the file X_FILE names, trimmed', () => {
    const env = loadEnv({
      AUTH_SECRET_FILE: fileWith('auth-secret', `${SECRET}\n`),
      METRICS_TOKEN_FILE: fileWith('metrics-token', ` ${SECRET.slice(0, 20)} \n`),
      SMTP_URL_FILE: fileWith('smtp-url', 'smtps://mailer:Zx81-kq9@smtp.example.com:465\n'),
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID_FILE: fileWith('s3-key-id', 'AKIA5EXAMPLE7KEY'),
      S3_SECRET_ACCESS_KEY_FILE: fileWith('s3-secret', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCY'),
    });
    expect(env).toMatchObject({
      AUTH_SECRET: SECRET,
      METRICS_TOKEN: SECRET.slice(0, 20),
      SMTP_URL: 'smtps://mailer:Zx81-kq9@smtp.example.com:465',
      S3_ACCESS_KEY_ID: 'AKIA5EXAMPLE7KEY',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCY',
    });
    expect(env).not.toHaveProperty('AUTH_SECRET_FILE');
  });

  it('refuses a secret set both ways, and a file it cannot read, naming them', () => {
    const file = fileWith('both', SECRET);
    expect(() => loadEnv({ AUTH_SECRET: SECRET, AUTH_SECRET_FILE: file })).toThrow(
      'AUTH_SECRET_FILE: set AUTH_SECRET or AUTH_SECRET_FILE, not both',
    );
    const missing = path.join(dir, 'missing');
    expect(() => loadEnv({ VAPID_PRIVATE_KEY_FILE: missing })).toThrow(
      `VAPID_PRIVATE_KEY_FILE: cannot read ${missing} (ENOENT)`,
    );
    if (process.getuid?.() !== 0) {
      const unreadable = fileWith('unreadable', SECRET);
      chmodSync(unreadable, 0o000);
      expect(() => loadEnv({ AUTH_SECRET_FILE: unreadable })).toThrow(
        /AUTH_SECRET_FILE: cannot read .* \(EACCES\)/,
      );
    }
  });

  it.each([
    ['an empty AUTH_SECRET', { AUTH_SECRET: '' }, 'AUTH_SECRET is empty'],
    ['an empty secret file', { AUTH_SECRET_FILE: 'empty' }, 'AUTH_SECRET is empty'],
    [
      'better-auth’s own default',
      { AUTH_SECRET: 'better-auth-secret-12345678901234567890' },
      'example value',
    ],
    ['a placeholder to replace', { AUTH_SECRET: 'changeme-changeme-changeme-changeme' }, 'example value'],
    ['one character repeated', { AUTH_SECRET: 'x'.repeat(32) }, 'too regular'],
    ['a placeholder METRICS_TOKEN', { METRICS_TOKEN: 'replace-me-with-a-token' }, 'example value'],
    ['an example S3 key', { S3_SECRET_ACCESS_KEY: 'changeme' }, 'example value'],
    [
      'an SMTP_URL with the example password',
      { SMTP_URL: 'smtps://user:pass@smtp.example.com:465' },
      'example',
    ],
    ['a DATABASE_URL with a placeholder password', { DATABASE_URL: 'postgres://u:password@db/h' }, 'example'],
  ])('refuses %s', (_, settings, problem) => {
    const source: Record<string, string> = { ...settings };
    if (source.AUTH_SECRET_FILE) source.AUTH_SECRET_FILE = fileWith('empty', '  \n');
    expect(() => loadEnv(source)).toThrow(problem);
  });

  it('keeps a password-less or real-looking URL, and a generated secret when none is set', () => {
    expect(loadEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBe('smtp://127.0.0.1:2525');
    expect(loadEnv({}).AUTH_SECRET).toBeUndefined();
  });
});
