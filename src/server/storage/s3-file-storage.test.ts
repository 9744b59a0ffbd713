import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env';
import { FAKE_S3_CREDENTIALS, startFakeS3, type FakeS3 } from '#server/testing/fake-s3-server';
import { createFileStorage } from './create-file-storage';
import { createS3FileStorage } from './s3-file-storage';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'uploads', region: 'eu-west-3' });
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.objects.clear();
  s3.refusals.length = 0;
});

const storageFor = (overrides: { region?: string; secretAccessKey?: string } = {}) =>
  createS3FileStorage({
    endpoint: `${s3.endpoint}/`,
    bucket: 'uploads',
    region: 'eu-west-3',
    ...FAKE_S3_CREDENTIALS,
    ...overrides,
  });
const bytes = (text: string) => new Uint8Array(Buffer.from(text));

describe('S3-compatible storage', () => {
  it('puts, gets and deletes objects path-style with signed requests', async () => {
    const storage = storageFor();
    await storage.put('avatars/u1/abc.webp', bytes('picture'), 'image/webp');
    expect(s3.objects.get('avatars/u1/abc.webp')).toMatchObject({ contentType: 'image/webp' });

    const file = await storage.get('avatars/u1/abc.webp');
    expect(Buffer.from(file!.bytes).toString()).toBe('picture');
    expect(file!.contentType).toBe('image/webp');

    await storage.delete('avatars/u1/abc.webp');
    await storage.delete('avatars/u1/abc.webp');
    expect(await storage.get('avatars/u1/abc.webp')).toBeNull();
    expect(s3.refusals).toEqual([]);
  });

  it('deletes every object under a prefix across listing pages, and nothing else', async () => {
    const storage = storageFor();
    const inGroup = [
      'groups/g1/a.webp',
      'groups/g1/b.webp',
      'groups/g1/c.webp',
      'groups/g1/p/d.webp',
      'groups/g1/e.webp',
    ];
    for (const key of [...inGroup, 'groups/g2/x.webp']) await storage.put(key, bytes(key), 'image/webp');

    await storage.deletePrefix('groups/g1/');
    expect([...s3.objects.keys()]).toEqual(['groups/g2/x.webp']);
    expect(s3.refusals).toEqual([]);
  });

  it('fails loudly when the store refuses the credentials', async () => {
    const storage = storageFor({ secretAccessKey: 'wrong-secret' });
    await expect(storage.put('avatars/u1/abc.webp', bytes('x'), 'image/webp')).rejects.toThrow(
      /S3 PUT .* 403/,
    );
    expect(s3.refusals).toEqual(['signature mismatch']);
  });

  it('refuses keys outside the storage alphabet before any request', async () => {
    await expect(storageFor().get('../secret.webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storageFor().deletePrefix('')).rejects.toThrow(/Invalid storage prefix/);
  });
});

describe('choosing the storage from the environment', () => {
  const s3Env = () => ({
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'uploads',
    S3_REGION: 'eu-west-3',
    S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
  });

  it('uses S3 when it is configured', async () => {
    const storage = createFileStorage(loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...s3Env() }));
    await storage.put('avatars/u2/x.webp', bytes('x'), 'image/webp');
    expect(s3.objects.has('avatars/u2/x.webp')).toBe(true);
  });

  it('signs for us-east-1 when no region is given', async () => {
    const east = await startFakeS3({ bucket: 'uploads' });
    try {
      const { S3_REGION: _, ...withoutRegion } = { ...s3Env(), S3_ENDPOINT: east.endpoint };
      const storage = createFileStorage(loadEnv({ NODE_ENV: 'test', ...withoutRegion }));
      await storage.put('avatars/u3/x.webp', bytes('x'), 'image/webp');
      expect(east.objects.has('avatars/u3/x.webp')).toBe(true);
    } finally {
      await east.close();
    }
  });

  it.each([
    ['S3_ENDPOINT and S3_BUCKET only', ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
    ['keys without a bucket', ['S3_BUCKET']],
    ['a region alone', ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
  ] as const)('refuses a partial configuration: %s', (_, missing) => {
    const settings: Record<string, string> = { NODE_ENV: 'test', ...s3Env() };
    for (const name of missing) delete settings[name];
    expect(() => loadEnv(settings)).toThrow(
      new RegExp(
        `${missing[0]}: S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together`,
      ),
    );
  });
});
