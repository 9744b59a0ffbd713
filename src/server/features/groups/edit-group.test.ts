import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupDetail } from '#shared/groups/groups.types';
import { NOT_AN_IMAGE_MESSAGE } from '#shared/profile/profile.schemas';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { imageForm, solidImage, SVG_IMAGE } from '#server/testing/test-images';
import { keyOfFileUrl } from '#server/storage/file-url';
import { errorOf } from '#server/testing/http';
import { givenGroupWithEveryRole } from '#server/testing/fixtures/groups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EDIT_REFUSED = 'Only group admins can edit the group.';

const coverForm = async (width = 2400, height = 1200) =>
  imageForm(await solidImage('png', width, height), 'cover.png', 'image/png', 'cover');

async function uploadCover(client: TestClient, groupId: string, form?: FormData) {
  return client.request('POST', `/api/groups/${groupId}/cover`, form ?? (await coverForm()));
}

describe('PATCH /api/groups/{id}', () => {
  it('lets an admin change the name, description and privacy', async () => {
    const { group, admin } = await givenGroupWithEveryRole(t);
    const response = await admin.client.patch(`/api/groups/${group.id}`, {
      name: ' Sugar Free Crew ',
      description: '',
      privacy: 'private',
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as GroupDetail).toMatchObject({
      name: 'Sugar Free Crew',
      description: null,
      privacy: 'private',
      viewerRole: 'admin',
    });
  });

  it('changes only the fields sent', async () => {
    const { group, admin } = await givenGroupWithEveryRole(t, { description: 'Kept' });
    const response = await admin.client.patch(`/api/groups/${group.id}`, { privacy: 'private' });
    expect((await response.json()) as GroupDetail).toMatchObject({
      name: 'Sugar Busters',
      description: 'Kept',
    });
  });

  it("refuses an empty name with 'Group name is required'", async () => {
    const { group, admin } = await givenGroupWithEveryRole(t);
    const response = await admin.client.patch(`/api/groups/${group.id}`, { name: ' ' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      message: 'Group name is required',
      fields: { name: 'Group name is required' },
    });
  });

  it.each(['moderator', 'member', 'outsider'] as const)(
    'refuses the %s of a public group (403)',
    async (who) => {
      const actors = await givenGroupWithEveryRole(t);
      const response = await actors[who].client.patch(`/api/groups/${actors.group.id}`, {
        name: 'Taken over',
      });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({ message: EDIT_REFUSED });
    },
  );

  it('answers an outsider of a private group as if there were no group (404)', async () => {
    const { group, outsider } = await givenGroupWithEveryRole(t, { privacy: 'private' });
    const response = await outsider.client.patch(`/api/groups/${group.id}`, { name: 'Taken over' });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ message: 'Group not found' });
  });
});

describe('POST and DELETE /api/groups/{id}/cover', () => {
  it("stores an admin's cover as WebP of at most 1600 px, readable by anyone, and replaces the old one", async () => {
    const { group, admin } = await givenGroupWithEveryRole(t, { privacy: 'private' });
    const first = await uploadCover(admin.client, group.id);
    expect(first.status).toBe(200);
    const { coverImage } = (await first.json()) as GroupDetail;
    expect(coverImage).toMatch(new RegExp(`^/api/files/group-covers/${group.id}/[0-9a-f]{24}\\.webp$`));

    // public even for a private group: the card shows it to anyone with the link
    const file = await t.visitor().get(coverImage!);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const second = await uploadCover(admin.client, group.id, await coverForm(300, 200));
    const replaced = ((await second.json()) as GroupDetail).coverImage;
    expect(replaced).not.toBe(coverImage);
    expect(await t.storage.get(keyOfFileUrl(coverImage)!)).toBeNull();
    const small = await sharp(Buffer.from(await (await t.visitor().get(replaced!)).arrayBuffer())).metadata();
    expect(small).toMatchObject({ width: 300, height: 200 });

    const removed = await admin.client.delete(`/api/groups/${group.id}/cover`);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as GroupDetail).coverImage).toBeNull();
    expect(await t.storage.get(keyOfFileUrl(replaced)!)).toBeNull();
  });

  it('refuses what is not an image', async () => {
    const { group, admin } = await givenGroupWithEveryRole(t);
    const svg = await uploadCover(
      admin.client,
      group.id,
      imageForm(SVG_IMAGE, 'x.svg', 'image/svg+xml', 'cover'),
    );
    expect(svg.status).toBe(415);
    const missing = await admin.client.request('POST', `/api/groups/${group.id}/cover`, new FormData());
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toMatchObject({ message: NOT_AN_IMAGE_MESSAGE });
  });

  it.each(['moderator', 'member', 'outsider'] as const)(
    'refuses the cover of the %s of a public group (403) and stores nothing',
    async (who) => {
      const actors = await givenGroupWithEveryRole(t);
      const upload = await uploadCover(actors[who].client, actors.group.id);
      expect(upload.status).toBe(403);
      expect(await errorOf(upload)).toMatchObject({ message: EDIT_REFUSED });
      const removal = await actors[who].client.delete(`/api/groups/${actors.group.id}/cover`);
      expect(removal.status).toBe(403);
      const detail = (await (
        await actors.admin.client.get(`/api/groups/${actors.group.id}`)
      ).json()) as GroupDetail;
      expect(detail.coverImage).toBeNull();
      expect(await readdir(path.join(t.dataDir, 'uploads', 'group-covers')).catch(() => [])).not.toContain(
        actors.group.id,
      );
    },
  );

  it('answers an outsider of a private group 404', async () => {
    const { group, outsider } = await givenGroupWithEveryRole(t, { privacy: 'private' });
    expect((await uploadCover(outsider.client, group.id)).status).toBe(404);
    expect((await outsider.client.delete(`/api/groups/${group.id}/cover`)).status).toBe(404);
  });
});
