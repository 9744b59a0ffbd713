import { eq } from 'drizzle-orm';
import type { CreateForumPostInput } from '#shared/forum/forum.schemas';
import type { ForumPostDetail, ForumPostPage } from '#shared/forum/forum.types';
import type { NotificationList } from '#shared/notifications/notifications.types';
import { users } from '#server/db/schema/auth';
import { forumPosts } from '#server/db/schema/feedback';
import type { TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { givenPerson } from '#server/testing/given';

// Forum posts and actors for the tests of this folder: through the API when the test is about behaviour.

export const FORUM_POSTS_PATH = '/api/forum/posts';
export const forumPostPath = (postId: string) => `${FORUM_POSTS_PATH}/${postId}`;
export const UNKNOWN_POST_ID = '7d1c2a3e-0000-4000-8000-000000000000';

/** The address the test apps of this folder list in ADMIN_EMAILS. */
export const SITE_ADMIN_EMAIL = 'forum-admin@example.com';

/** A post written by `author` through POST /api/forum/posts; fails the test when refused. */
export async function givenForumPost(
  author: TestClient,
  input: Partial<CreateForumPostInput> = {},
): Promise<ForumPostDetail> {
  const response = await author.post(FORUM_POSTS_PATH, {
    category: 'feature_request',
    title: 'Dark mode, please',
    description: 'My eyes at 11 pm would thank you.',
    ...input,
  });
  if (response.status !== 201) throw new Error(`posting failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as ForumPostDetail;
}

/** A post row by direct insert (for lists and counts), created at `createdAt`. */
export async function insertForumPost(
  t: TestApp,
  input: Partial<typeof forumPosts.$inferInsert> & { userId: string },
) {
  const [row] = await t.db
    .insert(forumPosts)
    .values({ title: 'Inserted post', category: 'feedback', ...input })
    .returning();
  return row!;
}

export async function forumPage(client: TestClient, query = ''): Promise<ForumPostPage> {
  const response = await client.get(`${FORUM_POSTS_PATH}${query}`);
  if (response.status !== 200) throw new Error(`listing failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as ForumPostPage;
}

export async function readForumPost(client: TestClient, postId: string): Promise<ForumPostDetail> {
  const response = await client.get(forumPostPath(postId));
  if (response.status !== 200) throw new Error(`reading failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as ForumPostDetail;
}

/** PUT (present) or DELETE (absent) of a post's vote or subscription; fails the test when refused. */
export async function setToggle<State>(
  client: TestClient,
  method: 'PUT' | 'DELETE',
  postId: string,
  toggle: 'vote' | 'subscription',
): Promise<State> {
  const response = await client.request(method, `${forumPostPath(postId)}/${toggle}`);
  if (response.status !== 200)
    throw new Error(`${toggle} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as State;
}

/** The site administrator of SITE_ADMIN_EMAIL, confirmed directly (site-admin.test.ts follows the real link). */
export async function givenSiteAdmin(t: TestApp, name = 'Sam Siteadmin') {
  const client = t.visitor();
  const user = await client.signUp({ name, email: SITE_ADMIN_EMAIL });
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return { client, user };
}

/** The notifications `person` sees in the bell, newest first. */
export async function notificationsOf(person: TestClient) {
  const response = await person.get('/api/notifications');
  return ((await response.json()) as NotificationList).notifications;
}

/** An author, a follower (who subscribed), a bystander, and an administrator: the actors of the forum's tests. */
export async function givenForumCast(t: TestApp) {
  const author = await givenPerson(t, { name: 'Alma Author' });
  const follower = await givenPerson(t, { name: 'Fritz Follower' });
  const bystander = await givenPerson(t, { name: 'Bea Bystander' });
  return { author, follower, bystander };
}
