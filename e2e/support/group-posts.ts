import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ReactionType } from '#shared/groups/groups.schemas';
import type { GroupPost } from '#shared/groups/groups.types';
import { appOrigin, type SignedIn } from './challenges';

/** A small PNG of one colour, as a file a file chooser accepts. */
export async function pngFile(name: string, background: string) {
  const buffer = await sharp({ create: { width: 160, height: 120, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

type ImageFile = Awaited<ReturnType<typeof pngFile>>;

/**
 * Writes a post as the person the page is signed in as (multipart, as the composer sends it: `content` and up to
 * four `images`).
 */
export async function givenPost(
  page: SignedIn,
  groupId: string,
  content: string,
  images: ImageFile[] = [],
): Promise<GroupPost> {
  const form = new FormData();
  form.append('content', content);
  for (const image of images)
    form.append('images', new File([image.buffer], image.name, { type: image.mimeType }));
  const response = await page.request.post(`${appOrigin()}/api/groups/${groupId}/posts`, {
    headers: { origin: appOrigin() },
    multipart: form,
  });
  expect(response.status(), `create post: ${await response.text()}`).toBe(201);
  return (await response.json()) as GroupPost;
}

/** Reacts to a post as the person the page is signed in as. */
export async function givenReaction(
  page: SignedIn,
  groupId: string,
  post: GroupPost,
  reactionType: ReactionType,
): Promise<void> {
  const response = await page.request.put(
    `${appOrigin()}/api/groups/${groupId}/posts/${post.id}/reactions/${reactionType}`,
    { headers: { origin: appOrigin() } },
  );
  expect(response.ok(), `react: ${await response.text()}`).toBe(true);
}

/** Pins a post as the person the page is signed in as (a group admin or moderator). */
export async function givenPinned(page: SignedIn, groupId: string, post: GroupPost): Promise<void> {
  const response = await page.request.put(`${appOrigin()}/api/groups/${groupId}/posts/${post.id}/pin`, {
    headers: { origin: appOrigin() },
    data: { pinned: true },
  });
  expect(response.ok(), `pin: ${await response.text()}`).toBe(true);
}

/** Comments on a post as the person the page is signed in as. */
export async function givenComment(
  page: SignedIn,
  groupId: string,
  post: GroupPost,
  content: string,
): Promise<void> {
  const response = await page.request.post(`${appOrigin()}/api/groups/${groupId}/posts/${post.id}/comments`, {
    headers: { origin: appOrigin() },
    data: { content },
  });
  expect(response.status(), `comment: ${await response.text()}`).toBe(201);
}

/** The posts on the Posts tab, in the order shown. */
export const postCards = (page: Page) => page.getByRole('tabpanel').getByRole('article');

/** The post whose text contains `text`. */
export const postCard = (page: Page, text: string) => postCards(page).filter({ hasText: text });

/** A reaction button of a post by its type's label ('Like', 'Love' …); its name carries the count. */
export const reactionButton = (post: Locator, label: string) =>
  post.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) });

/** Gives a reaction from the post's 'Add reaction' menu (a chip shows only once a reaction has a count). */
export async function addReaction(page: Page, post: Locator, label: string): Promise<void> {
  await post.getByRole('button', { name: 'Add reaction' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}
