import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { solidImage } from '#server/testing/test-images';
import { givenGroupWithEveryRole } from '#server/testing/fixtures/groups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A post image stored the way posts store them, under the group's own prefix. */
async function storeGroupImage(groupId: string) {
  const key = `groups/${groupId}/someone/0123456789abcdef01234567.webp`;
  await t.storage.put(key, new Uint8Array(await solidImage('webp')), 'image/webp');
  return `/api/files/${key}`;
}

describe('GET /api/files/groups/*', () => {
  it("serves a private group's images to its members only", async () => {
    const { group, member, admin, outsider } = await givenGroupWithEveryRole(t, { privacy: 'private' });
    const url = await storeGroupImage(group.id);
    const allowed = await member.client.get(url);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect((await admin.client.get(url)).status).toBe(200);
    expect((await outsider.client.get(url)).status).toBe(404);
    expect((await t.visitor().get(url)).status).toBe(404);
  });

  it("serves a public group's images to any signed-in person, never signed out", async () => {
    const { group, outsider } = await givenGroupWithEveryRole(t);
    const url = await storeGroupImage(group.id);
    expect((await outsider.client.get(url)).status).toBe(200);
    expect((await t.visitor().get(url)).status).toBe(404);
  });

  it('serves a former member no more', async () => {
    const { group, member } = await givenGroupWithEveryRole(t, { privacy: 'private' });
    const url = await storeGroupImage(group.id);
    await member.client.post(`/api/groups/${group.id}/leave`);
    expect((await member.client.get(url)).status).toBe(404);
  });

  it('serves nothing under a key that names no group', async () => {
    const { outsider } = await givenGroupWithEveryRole(t);
    for (const key of ['groups/not-a-group/x.webp', 'groups/00000000-0000-4000-8000-000000000000/x.webp']) {
      await t.storage.put(key, new Uint8Array(await solidImage('webp')), 'image/webp');
      expect((await outsider.client.get(`/api/files/${key}`)).status).toBe(404);
    }
  });
});
