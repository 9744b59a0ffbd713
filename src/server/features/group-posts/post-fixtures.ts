import type { GroupPost } from '#shared/groups/groups.types';
import type { TestClient } from '#server/testing/test-client';

// Posts for the tests of this folder, written through the API (multipart, as the browser sends them).

export const postsPath = (groupId: string) => `/api/groups/${groupId}/posts`;
export const postPath = (groupId: string, postId: string) => `${postsPath(groupId)}/${postId}`;

/** A multipart body: `content` when given, and each image as a file part `images`. */
export function postForm(content: string | undefined, images: Uint8Array[] = []) {
  const form = new FormData();
  if (content !== undefined) form.append('content', content);
  images.forEach((bytes, index) => {
    form.append(
      'images',
      new File([new Uint8Array(bytes)], `photo-${index + 1}.jpg`, { type: 'image/jpeg' }),
    );
  });
  return form;
}

/** A post written by `author`; fails the test when refused. */
export async function givenPost(
  author: TestClient,
  groupId: string,
  content = 'Day 1 done!',
  images: Uint8Array[] = [],
): Promise<GroupPost> {
  const response = await author.post(postsPath(groupId), postForm(content, images));
  if (response.status !== 201) throw new Error(`posting failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as GroupPost;
}
