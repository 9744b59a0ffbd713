import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
} from '#shared/profile/profile.schemas';
import type { Profile } from '#shared/profile/profile.types';
import { FAKE_S3_CREDENTIALS, startFakeS3, type FakeS3 } from '#server/testing/fake-s3-server';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { imageForm, photoWithGpsExif, solidImage, SVG_IMAGE, TEXT_FILE } from '#server/testing/test-images';
import { givenPerson } from '#server/testing/given';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function uploadAvatar(client: TestClient, form: FormData) {
  return client.request('POST', '/api/me/avatar', form);
}

async function givenAvatar(client: TestClient) {
  const response = await uploadAvatar(client, imageForm(await solidImage('jpeg', 300, 200)));
  expect(response.status).toBe(200);
  return ((await response.json()) as Profile).avatar!;
}

describe('POST /api/me/avatar', () => {
  it('stores a re-encoded 256 px WebP without metadata and makes it the avatar', async () => {
    const { client, user } = await givenPerson(t, { name: 'Ava Upload' });
    const response = await uploadAvatar(client, imageForm(await photoWithGpsExif(600, 400), 'me.jpg'));
    expect(response.status).toBe(200);
    const profile = (await response.json()) as Profile;
    expect(profile).toMatchObject({ id: user.id, name: 'Ava Upload' });
    expect(profile.avatar).toMatch(new RegExp(`^/api/files/avatars/${user.id}/[0-9a-f]{24}\\.webp$`));

    const file = await t.visitor().get(profile.avatar!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();

    // the local backend keeps it under DATA_DIR/uploads
    const folder = path.join(t.dataDir, 'uploads', 'avatars', user.id);
    expect(await readdir(folder)).toEqual([path.basename(profile.avatar!)]);
  });

  it('shows the new avatar in the session at once', async () => {
    const { client } = await givenPerson(t);
    const avatar = await givenAvatar(client);
    const session = (await (await client.get('/api/auth/get-session')).json()) as { user: { image: string } };
    expect(session.user.image).toBe(avatar);
    expect(await (await client.get('/api/me')).json()).toMatchObject({ avatar });
  });

  it('removes the file of the avatar it replaces', async () => {
    const { client } = await givenPerson(t);
    const first = await givenAvatar(client);
    const second = await givenAvatar(client);
    expect(second).not.toBe(first);
    expect((await t.visitor().get(first)).status).toBe(404);
    expect((await t.visitor().get(second)).status).toBe(200);
  });

  it.each([
    ['a text file named .png', TEXT_FILE, 'notes.png', 'image/png'],
    ['an SVG', SVG_IMAGE, 'logo.svg', 'image/svg+xml'],
    ['an SVG named .jpg', SVG_IMAGE, 'logo.jpg', 'image/jpeg'],
  ])('refuses %s with 415 and keeps the old avatar', async (_, bytes, name, type) => {
    const { client } = await givenPerson(t);
    const avatar = await givenAvatar(client);
    const response = await uploadAvatar(client, imageForm(bytes, name, type));
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toMatchObject({ message: NOT_AN_IMAGE_MESSAGE });
    expect(await (await client.get('/api/me')).json()).toMatchObject({ avatar });
  });

  it('refuses an image over the size limit with 413, just over it or far over it', async () => {
    const { client } = await givenPerson(t);
    const photo = await solidImage('jpeg');
    for (const extra of [1, 3 * MAX_IMAGE_BYTES]) {
      const oversized = Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES - photo.byteLength + extra)]);
      const response = await uploadAvatar(client, imageForm(oversized));
      expect(response.status).toBe(413);
      expect(await errorOf(response)).toMatchObject({ message: IMAGE_TOO_LARGE_MESSAGE });
    }
    expect(await (await client.get('/api/me')).json()).toMatchObject({ avatar: null });
  });

  it('refuses a body over the limit before reading it, whatever else it holds', async () => {
    const { client } = await givenPerson(t);
    const form = imageForm(await solidImage('png'));
    form.append('padding', new File([new Uint8Array(2 * MAX_IMAGE_BYTES)], 'padding.bin'));
    const response = await uploadAvatar(client, form);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({ message: IMAGE_TOO_LARGE_MESSAGE });
  });

  it('refuses a request without an avatar file', async () => {
    const { client } = await givenPerson(t);
    const form = new FormData();
    form.append('avatar', 'just text');
    for (const response of [
      await uploadAvatar(client, form),
      await uploadAvatar(client, imageForm(await solidImage('png'), 'a.png', 'image/png', 'picture')),
      await client.post('/api/me/avatar', { avatar: 'data:image/png;base64,AAAA' }),
    ]) {
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ fields: { avatar: NOT_AN_IMAGE_MESSAGE } });
    }
  });

  it('refuses a signed-out visitor', async () => {
    const response = await uploadAvatar(t.visitor(), imageForm(await solidImage('png')));
    expect(response.status).toBe(401);
  });
});

describe('DELETE /api/me/avatar', () => {
  it('goes back to initials and removes the file', async () => {
    const { client } = await givenPerson(t);
    const avatar = await givenAvatar(client);
    const response = await client.delete('/api/me/avatar');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ avatar: null });
    expect((await t.visitor().get(avatar)).status).toBe(404);
    const session = (await (await client.get('/api/auth/get-session')).json()) as {
      user: { image: unknown };
    };
    expect(session.user.image).toBeNull();
  });

  it('changes only the asker: another person keeps their avatar and its file', async () => {
    const { client: owner, user } = await givenPerson(t);
    const { client: other } = await givenPerson(t);
    const avatar = await givenAvatar(owner);
    await givenAvatar(other);
    expect((await other.delete('/api/me/avatar')).status).toBe(200);
    // there is no route that names another person's avatar
    expect((await other.delete(`/api/users/${user.id}/avatar`)).status).toBe(404);
    expect((await other.request('DELETE', avatar)).status).toBe(404);
    expect((await t.visitor().get(avatar)).status).toBe(200);
    expect(await (await owner.get('/api/me')).json()).toMatchObject({ avatar });
  });

  it('refuses a signed-out visitor', async () => {
    expect((await t.visitor().delete('/api/me/avatar')).status).toBe(401);
  });
});

describe('avatar upload rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => limited.close());

  it('allows 20 uploads an hour per person, then refuses with 429', async () => {
    const { client } = await givenPerson(limited);
    const { client: other } = await givenPerson(limited);
    const image = await solidImage('png');
    for (let upload = 0; upload < 20; upload++) {
      expect((await uploadAvatar(client, imageForm(image))).status).toBe(200);
    }
    const refused = await uploadAvatar(client, imageForm(image));
    expect(refused.status).toBe(429);
    expect((await uploadAvatar(other, imageForm(image))).status).toBe(200);

    limited.clock.set(new Date(limited.clock.now().getTime() + 61 * 60 * 1000));
    expect((await uploadAvatar(client, imageForm(image))).status).toBe(200);
  });
});

describe('avatars in S3-compatible storage', () => {
  let s3: FakeS3;
  let withS3: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'habitsprint' });
    withS3 = await createTestApp({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'habitsprint',
      S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
    });
  });
  afterAll(async () => {
    await withS3.close();
    await s3.close();
  });

  it('stores, serves and replaces avatars in the bucket, not on disk', async () => {
    const { client } = await givenPerson(withS3);
    const first = await givenAvatar(client);
    const firstKey = first.replace('/api/files/', '');
    expect(s3.objects.get(firstKey)).toMatchObject({ contentType: 'image/webp' });
    const served = await withS3.visitor().get(first);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(s3.objects.get(firstKey)!.bytes)).toBe(true);

    const second = await givenAvatar(client);
    expect([...s3.objects.keys()]).toEqual([second.replace('/api/files/', '')]);
    await expect(readdir(path.join(withS3.dataDir, 'uploads'))).rejects.toThrow(/ENOENT/);
    expect(s3.refusals).toEqual([]);
  });
});
