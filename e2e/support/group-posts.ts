import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { GroupPost } from '../../src/shared/groups/groups.types';
import { appOrigin } from './challenges';

/** A small PNG of one colour, as a file a file chooser accepts. */
export async function pngFile(name: string, background: string) {
  const buffer = await sharp({ create: { width: 160, height: 120, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Writes a text post as the person the page is signed in as (multipart, as the composer sends it). */
export async function createPostViaApi(page: Page, groupId: string, content: string): Promise<GroupPost> {
  const response = await page.request.post(`${appOrigin()}/api/groups/${groupId}/posts`, {
    headers: { origin: appOrigin() },
    multipart: { content },
  });
  expect(response.status(), `create post: ${await response.text()}`).toBe(201);
  return (await response.json()) as GroupPost;
}

/** The posts on the Posts tab, in the order shown. */
export const postCards = (page: Page) => page.getByRole('tabpanel').getByRole('article');

/** The post whose text contains `text`. */
export const postCard = (page: Page, text: string) => postCards(page).filter({ hasText: text });

/** A reaction button of a post by its type's label ('Like', 'Love' …); its name carries the count. */
export const reactionButton = (post: Locator, label: string) =>
  post.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
