import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupLists } from '#shared/groups/groups.types';
import type { TestApp } from '#server/testing/test-app';
import { givenChallenge, givenJoined, givenPerson } from '#server/testing/given';
import { errorOf } from '#server/testing/http';
import {
  bellOf,
  forumPage,
  forumPostPath,
  givenForumPost,
  readForumPost,
} from '#server/testing/fixtures/forum';
import { givenGroupWithEveryRole } from '#server/testing/fixtures/groups';
import {
  commentIdsOf,
  givenGroupComment,
  givenPost,
  postIdsOf,
  postPath,
} from '#server/testing/fixtures/group-posts';
import {
  givenAction,
  givenHidden,
  givenModerationApp,
  givenReport,
  queueOf,
  reportActionPath,
  type SiteAdmin,
} from '#server/testing/fixtures/moderation';

// Decision 085: hidden content is gone for everyone but moderators, and both people are told.
let t: TestApp;
let siteAdmin: SiteAdmin;
beforeAll(async () => {
  ({ t, siteAdmin } = await givenModerationApp());
});
afterAll(() => t.close());

describe('hiding a forum post', () => {
  it('takes it out of the list and its page for everyone but site administrators; restoring brings it back', async () => {
    const author = await givenPerson(t, { name: 'Alma Author' });
    const reporter = await givenPerson(t, { name: 'Rita Reporter' });
    const post = await givenForumPost(author.client, { title: 'Cheap watches' });
    const reportId = await givenHidden(
      reporter.client,
      siteAdmin.client,
      { targetKind: 'forum_post', targetId: post.id },
      'Advertising',
    );

    for (const person of [author, reporter]) {
      expect((await forumPage(person.client)).posts.map((p) => p.id)).not.toContain(post.id);
      expect((await person.client.get(forumPostPath(post.id))).status).toBe(404);
    }
    expect((await forumPage(siteAdmin.client)).posts.map((p) => p.id)).toContain(post.id);
    expect((await readForumPost(siteAdmin.client, post.id)).id).toBe(post.id);
    expect((await queueOf(siteAdmin.client, '?status=closed')).find((r) => r.id === reportId)).toMatchObject({
      status: 'hidden',
      hidden: true,
      excerpt: expect.stringContaining('Cheap watches'),
    });

    await givenAction(siteAdmin.client, reportId, { action: 'restore' });
    expect((await readForumPost(reporter.client, post.id)).id).toBe(post.id);
  });

  it('tells the reporter the outcome and the author why', async () => {
    const author = await givenPerson(t);
    const reporter = await givenPerson(t);
    const post = await givenForumPost(author.client);
    await givenHidden(
      reporter.client,
      siteAdmin.client,
      { targetKind: 'forum_post', targetId: post.id },
      'Advertising',
    );

    expect((await bellOf(reporter.client))[0]).toMatchObject({
      type: 'moderation',
      title: 'Your report was reviewed',
      message: 'Thank you. The forum post you reported has been hidden.',
    });
    expect((await bellOf(author.client))[0]).toMatchObject({
      type: 'moderation',
      message: 'Your forum post was hidden by a moderator. Reason: Advertising',
    });
  });

  it('tells the author the report’s reason when the moderator wrote none, and a dismissal only the reporter', async () => {
    const author = await givenPerson(t);
    const reporter = await givenPerson(t);
    const post = await givenForumPost(author.client);
    const warned = await givenReport(reporter.client, {
      targetKind: 'forum_post',
      targetId: post.id,
      reason: 'hate',
    });
    await givenAction(siteAdmin.client, warned, { action: 'warn' });
    expect((await bellOf(author.client))[0]).toMatchObject({
      title: 'A warning from the moderators',
      message: 'A moderator warned you about your forum post. Reason: Hate speech',
    });

    const dismissed = await givenReport(reporter.client, { targetKind: 'forum_post', targetId: post.id });
    await givenAction(siteAdmin.client, dismissed, { action: 'dismiss' });
    expect(await bellOf(author.client)).toHaveLength(1);
    expect((await bellOf(reporter.client))[0]).toMatchObject({
      message: 'Thank you. A moderator looked at the forum post you reported and found no reason to act.',
    });
  });
});

describe('hiding in a group', () => {
  it('takes a post out of the Posts tab for members and keeps it for the group’s moderators', async () => {
    const { group, admin, moderator, member } = await givenGroupWithEveryRole(t);
    const post = await givenPost(member.client, group.id, 'Off-topic spam');
    await givenHidden(admin.client, moderator.client, { targetKind: 'group_post', targetId: post.id });

    expect(await postIdsOf(member.client, group.id)).not.toContain(post.id);
    expect(await postIdsOf(admin.client, group.id)).toContain(post.id);
  });

  it('takes a comment out of its post’s comments for members', async () => {
    const { group, admin, member } = await givenGroupWithEveryRole(t);
    const post = await givenPost(admin.client, group.id, 'Day 1');
    const comment = await givenGroupComment(member.client, postPath(group.id, post.id), 'Rude');
    await givenHidden(admin.client, siteAdmin.client, { targetKind: 'group_comment', targetId: comment.id });

    expect(await commentIdsOf(member.client, postPath(group.id, post.id))).not.toContain(comment.id);
    expect(await commentIdsOf(admin.client, postPath(group.id, post.id))).toContain(comment.id);
  });
});

describe('hiding a group', () => {
  it('takes it out of Discover and its join page for people who are not in it; its members keep it', async () => {
    const { group, member } = await givenGroupWithEveryRole(t, { name: 'Hidden Busters' });
    const reporter = await givenPerson(t);
    const reportId = await givenReport(reporter.client, { targetKind: 'group', targetId: group.id });
    const discovered = async () =>
      ((await (await reporter.client.get('/api/groups?search=Hidden')).json()) as GroupLists).discover.map(
        (card) => card.id,
      );
    expect(await discovered()).toContain(group.id);
    await givenAction(siteAdmin.client, reportId, { action: 'hide' });

    expect(await discovered()).not.toContain(group.id);
    expect((await reporter.client.get(`/api/groups/${group.id}/card`)).status).toBe(404);
    expect((await member.client.get(`/api/groups/${group.id}`)).status).toBe(200);
  });
});

describe('a report of a challenge or a profile', () => {
  it('cannot be answered by hiding (nothing would leave the screens): 422, the report still open to warn', async () => {
    const organizer = await givenPerson(t, { name: 'Oona Organizer' });
    const reporter = await givenPerson(t);
    const challenge = await givenChallenge(organizer.client, { title: 'Rude Sprint' });
    await givenJoined(reporter.client, challenge.id);
    for (const target of [
      { targetKind: 'challenge', targetId: challenge.id },
      { targetKind: 'profile', targetId: organizer.user.id },
    ] as const) {
      const reportId = await givenReport(reporter.client, target);
      const refused = await siteAdmin.client.post(reportActionPath(reportId), { action: 'hide' });
      expect(refused.status).toBe(422);
      expect(await errorOf(refused)).toMatchObject({
        message: 'Challenges and profiles cannot be hidden. Warn the person, or suspend their account.',
      });
      const [queued] = (await queueOf(siteAdmin.client)).filter((report) => report.id === reportId);
      expect(queued).toMatchObject({ status: 'open', hidden: false });
      await givenAction(siteAdmin.client, reportId, { action: 'warn', note: null });
    }
  });
});
