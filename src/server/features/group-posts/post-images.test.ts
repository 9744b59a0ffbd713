import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_EMPTY_MESSAGE, POST_TOO_MANY_IMAGES_MESSAGE } from '#shared/groups/groups.schemas';
import type { GroupPost } from '#shared/groups/groups.types';
import { NOT_AN_IMAGE_MESSAGE } from '#shared/profile/profile.schemas';
import { groups } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { SVG_IMAGE, TEXT_FILE, solidImage } from '#server/testing/test-images';
import { keyOfFileUrl } from '#server/storage/file-url';
import { givenPost, postForm, postPath, postsPath } from '#server/testing/fixtures/group-posts';
import { givenGroupWithEveryRole } from '#server/testing/fixtures/groups';
import { errorOf } from '#server/testing/http';

let t: TestApp;
let roles: Awaited<ReturnType<typeof givenGroupWithEveryRole>>;
beforeAll(async () => {
  t = await createTestApp();
  roles = await givenGroupWithEveryRole(t, { privacy: 'private' });
});
afterAll(() => t.close());

const jpeg = async (width = 40, height = 20) => new Uint8Array(await solidImage('jpeg', width, height));
const storedKeys = (post: GroupPost) => post.images.map((url) => keyOfFileUrl(url)!);

/** Every key the storage was asked to write during `action`. */
async function keysWrittenDuring(action: () => Promise<unknown>) {
  const written: string[] = [];
  const put = t.storage.put.bind(t.storage);
  t.storage.put = async (key, bytes, contentType) => {
    written.push(key);
    return put(key, bytes, contentType);
  };
  try {
    await action();
  } finally {
    t.storage.put = put;
  }
  return written;
}

describe('images in group posts', () => {
  it('stores two images re-encoded as WebP and serves them to members only', async () => {
    const { group, member, outsider } = roles;
    const post = await givenPost(member.client, group.id, 'Two sunsets', [
      await jpeg(),
      await jpeg(2400, 1200),
    ]);
    expect(post.images).toHaveLength(2);
    for (const url of post.images) {
      expect(url).toMatch(new RegExp(`^/api/files/groups/${group.id}/posts/[0-9a-f]{24}\\.webp$`));
    }

    const [small, large] = await Promise.all(post.images.map((url) => member.client.get(url)));
    expect(small!.status).toBe(200);
    expect(small!.headers.get('content-type')).toBe('image/webp');
    // never enlarged; a big photo fits inside 1600 px, keeping its shape
    expect(await sharp(new Uint8Array(await small!.arrayBuffer())).metadata()).toMatchObject({
      width: 40,
      height: 20,
    });
    expect(await sharp(new Uint8Array(await large!.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });

    for (const url of post.images) {
      expect((await outsider.client.get(url)).status).toBe(404);
      expect((await t.visitor().get(url)).status).toBe(404);
    }
  });

  it('accepts a post of images alone, without text', async () => {
    const post = await givenPost(roles.member.client, roles.group.id, '', [await jpeg()]);
    expect(post).toMatchObject({ content: '', images: [expect.any(String)] });
  });

  it.each([
    ['a text file named .jpg', TEXT_FILE],
    ['an SVG', SVG_IMAGE],
  ])('refuses %s among real images, storing nothing', async (_, fake) => {
    const before = await roles.member.client.get(postsPath(roles.group.id));
    const count = ((await before.json()) as GroupPost[]).length;
    const written = await keysWrittenDuring(async () => {
      const response = await roles.member.client.post(
        postsPath(roles.group.id),
        postForm('Look', [await jpeg(), new Uint8Array(fake)]),
      );
      expect(response.status).toBe(415);
      expect(await errorOf(response)).toMatchObject({ message: NOT_AN_IMAGE_MESSAGE });
    });
    expect(written).toEqual([]);
    const after = (await (await roles.member.client.get(postsPath(roles.group.id))).json()) as GroupPost[];
    expect(after).toHaveLength(count);
  });

  it('refuses five images with the limit’s message, and a text field sent as images', async () => {
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => jpeg()));
    const written = await keysWrittenDuring(async () => {
      const response = await roles.member.client.post(postsPath(roles.group.id), postForm('Five', five));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ message: POST_TOO_MANY_IMAGES_MESSAGE });
    });
    expect(written).toEqual([]);

    const form = postForm('');
    form.append('images', 'not a file');
    expect((await roles.member.client.post(postsPath(roles.group.id), form)).status).toBe(400);
    const empty = await roles.member.client.post(postsPath(roles.group.id), postForm(''));
    expect(await errorOf(empty)).toMatchObject({ message: POST_EMPTY_MESSAGE });
  });

  it('refuses a body bigger than four images at the upload limit before reading it', async () => {
    const response = await roles.member.client.request(
      'POST',
      postsPath(roles.group.id),
      'x',
      // a declared length is enough for the limit to answer
      { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(25 * 1024 * 1024) },
    );
    expect(response.status).toBe(413);
  });

  it('removes the stored images when the post cannot be saved', async () => {
    const doomed = await givenGroupWithEveryRole(t);
    const put = t.storage.put.bind(t.storage);
    const written: string[] = [];
    // the group disappears while the images are being stored: the insert then fails on its foreign key
    t.storage.put = async (key, bytes, contentType) => {
      written.push(key);
      await t.db.delete(groups).where(eq(groups.id, doomed.group.id));
      return put(key, bytes, contentType);
    };
    try {
      const response = await doomed.member.client.post(
        postsPath(doomed.group.id),
        postForm('Lost', [await jpeg(), await jpeg()]),
      );
      // the group went meanwhile: a conflict with what changed, never a 500
      expect(response.status).toBe(409);
    } finally {
      t.storage.put = put;
    }
    expect(written).toHaveLength(2);
    for (const key of written) expect(await t.storage.get(key)).toBeNull();
  });

  it('deletes the files with the post', async () => {
    const post = await givenPost(roles.member.client, roles.group.id, 'Short-lived', [
      await jpeg(),
      await jpeg(),
    ]);
    const keys = storedKeys(post);
    for (const key of keys) expect(await t.storage.get(key)).not.toBeNull();
    expect((await roles.member.client.delete(postPath(roles.group.id, post.id))).status).toBe(204);
    for (const key of keys) expect(await t.storage.get(key)).toBeNull();
    expect((await roles.member.client.get(post.images[0]!)).status).toBe(404);
  });
});
