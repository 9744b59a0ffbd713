import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { forumPostPath, givenForumPost } from '#server/testing/fixtures/forum';
import { givenGroupWithEveryRole, givenMember } from '#server/testing/fixtures/groups';
import { givenPost, postPath } from '#server/testing/fixtures/group-posts';
import {
  givenHidden,
  givenModerationApp,
  givenSuspendedAuthor,
  type SiteAdmin,
} from '#server/testing/fixtures/moderation';

// Decision 085: content hidden by a moderator is, for whoever does not see it (its author too), as if it did not
// exist — read or acted on by its id — while those who see it (site administrators, a group's moderators) still act.
let t: TestApp;
let siteAdmin: SiteAdmin;
beforeAll(async () => {
  ({ t, siteAdmin } = await givenModerationApp());
});
afterAll(() => t.close());

describe('a hidden forum post', () => {
  it('cannot be voted for, followed or commented on by its author or anyone else (404)', async () => {
    const author = await givenPerson(t);
    const reader = await givenPerson(t);
    const post = await givenForumPost(author.client);
    await givenHidden(reader.client, siteAdmin.client, { targetKind: 'forum_post', targetId: post.id });

    for (const { client } of [author, reader]) {
      expect((await client.put(`${forumPostPath(post.id)}/vote`)).status).toBe(404);
      expect((await client.put(`${forumPostPath(post.id)}/subscription`)).status).toBe(404);
      expect(
        (await client.post(`${forumPostPath(post.id)}/comments`, { content: 'Still here?' })).status,
      ).toBe(404);
    }
  });

  it('is still voted for and commented on by a site administrator, who sees it', async () => {
    const author = await givenPerson(t);
    const reader = await givenPerson(t);
    const post = await givenForumPost(author.client);
    await givenHidden(reader.client, siteAdmin.client, { targetKind: 'forum_post', targetId: post.id });

    expect((await siteAdmin.client.put(`${forumPostPath(post.id)}/vote`)).status).toBe(200);
    expect((await siteAdmin.client.put(`${forumPostPath(post.id)}/subscription`)).status).toBe(200);
    expect(
      (await siteAdmin.client.post(`${forumPostPath(post.id)}/comments`, { content: 'Noted' })).status,
    ).toBe(201);
  });
});

describe('a suspended author’s forum post', () => {
  it('cannot be voted for or commented on (404), as it is hidden with its author', async () => {
    const { post, reporter } = await givenSuspendedAuthor(t, siteAdmin);
    expect((await reporter.client.put(`${forumPostPath(post.id)}/vote`)).status).toBe(404);
    expect((await reporter.client.post(`${forumPostPath(post.id)}/comments`, { content: 'Hi' })).status).toBe(
      404,
    );
    expect((await siteAdmin.client.put(`${forumPostPath(post.id)}/vote`)).status).toBe(200);
  });
});

describe('a hidden group post', () => {
  it('cannot be reacted to, nor its comments read or added, by members and its author (404)', async () => {
    const { group, admin, member: author } = await givenGroupWithEveryRole(t);
    const member = await givenMember(t, group.id, 'member');
    const post = await givenPost(author.client, group.id, 'Buy my course');
    await givenHidden(admin.client, admin.client, { targetKind: 'group_post', targetId: post.id });

    const path = postPath(group.id, post.id);
    for (const { client } of [author, member]) {
      expect((await client.put(`${path}/reactions/like`)).status).toBe(404);
      expect((await client.get(`${path}/comments`)).status).toBe(404);
      expect((await client.post(`${path}/comments`, { content: 'Hello?' })).status).toBe(404);
    }
  });

  it('is still reacted to and commented on by the group’s moderators, who see it', async () => {
    const { group, admin, moderator, member } = await givenGroupWithEveryRole(t);
    const post = await givenPost(member.client, group.id, 'Buy my course');
    await givenHidden(admin.client, admin.client, { targetKind: 'group_post', targetId: post.id });

    const path = postPath(group.id, post.id);
    expect((await moderator.client.put(`${path}/reactions/like`)).status).toBe(200);
    expect((await moderator.client.get(`${path}/comments`)).status).toBe(200);
    expect((await moderator.client.post(`${path}/comments`, { content: 'Hidden, see rules' })).status).toBe(
      201,
    );
  });
});
