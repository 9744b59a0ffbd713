import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/profile/profile.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { imageForm, solidImage } from '#server/testing/test-images';
import { fileAccessRules } from './file-access';
import { givenPerson } from '#server/testing/given';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const webp = async () => new Uint8Array(await solidImage('webp'));

describe('GET /api/files/*', () => {
  it('serves an avatar to anyone, signed out too, as an immutable, unsniffable image', async () => {
    const { client } = await givenPerson(t);
    const upload = await client.request('POST', '/api/me/avatar', imageForm(await solidImage('png')));
    const { avatar } = (await upload.json()) as Profile;

    const response = await t.visitor().get(avatar!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('answers 404 for a missing file', async () => {
    const response = await t.visitor().get('/api/files/avatars/nobody/0123456789abcdef01234567.webp');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('never serves a stored file under a prefix no rule covers', async () => {
    await t.storage.put('internal/report.webp', await webp(), 'image/webp');
    const { client } = await givenPerson(t);
    expect((await client.get('/api/files/internal/report.webp')).status).toBe(404);
  });

  it.each([
    '/api/files/avatars/..%2F..%2Finternal%2Freport.webp',
    '/api/files/avatars/%2e%2e/internal/report.webp',
    '/api/files/avatars/x/..%5Creport.webp',
    '/api/files/avatars/x/report.html',
    '/api/files/',
  ])('refuses the odd path %s with 404', async (url) => {
    expect((await t.visitor().get(url)).status).toBe(404);
  });

  it('offers no way to write or delete a file', async () => {
    const { client } = await givenPerson(t);
    await t.storage.put('avatars/someone/kept.webp', await webp(), 'image/webp');
    expect((await client.post('/api/files/avatars/someone/kept.webp', {})).status).toBe(404);
    expect((await client.delete('/api/files/avatars/someone/kept.webp')).status).toBe(404);
    expect((await t.visitor().get('/api/files/avatars/someone/kept.webp')).status).toBe(200);
  });

  it('lets a rule decide per person, answering 404 to whoever it refuses', async () => {
    fileAccessRules.push({
      prefix: 'members-only/',
      cacheControl: 'private, max-age=60',
      mayRead: (_deps, actor) => actor?.name === 'Mia Member',
    });
    try {
      await t.storage.put('members-only/photo.webp', await webp(), 'image/webp');
      const { client: member } = await givenPerson(t, { name: 'Mia Member' });
      const { client: stranger } = await givenPerson(t, { name: 'Sam Stranger' });

      const allowed = await member.get('/api/files/members-only/photo.webp');
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('cache-control')).toBe('private, max-age=60');
      expect((await stranger.get('/api/files/members-only/photo.webp')).status).toBe(404);
      expect((await t.visitor().get('/api/files/members-only/photo.webp')).status).toBe(404);
    } finally {
      fileAccessRules.pop();
    }
  });
});
