import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { givenForumPost, SITE_ADMIN_EMAIL } from '#server/testing/fixtures/forum';
import { givenGroup, givenGroupWithEveryRole } from '#server/testing/fixtures/groups';
import { givenPost } from '#server/testing/fixtures/group-posts';
import { givenReport, REPORTS_PATH } from '#server/testing/fixtures/moderation';
import { errorOf } from '#server/testing/http';

// Decision 085: who may report what.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: SITE_ADMIN_EMAIL });
});
afterAll(() => t.close());

describe('POST /api/reports', () => {
  it('takes a report of content the reporter can see, once while it is open', async () => {
    const author = await givenPerson(t, { name: 'Alma Author' });
    const reporter = await givenPerson(t, { name: 'Rita Reporter' });
    const post = await givenForumPost(author.client);
    const input = { targetKind: 'forum_post', targetId: post.id, reason: 'spam', details: 'Buy my pills' };
    expect((await reporter.client.post(REPORTS_PATH, input)).status).toBe(201);

    const again = await reporter.client.post(REPORTS_PATH, input);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      message: 'You have already reported this. A moderator will look at it.',
    });
    // another person's report of the same post is their own
    const other = await givenPerson(t);
    expect((await other.client.post(REPORTS_PATH, input)).status).toBe(201);
  });

  it('refuses a report of one’s own content', async () => {
    const author = await givenPerson(t);
    const post = await givenForumPost(author.client);
    const refused = await author.client.post(REPORTS_PATH, {
      targetKind: 'forum_post',
      targetId: post.id,
      reason: 'spam',
    });
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({ message: 'You cannot report your own content.' });
  });

  it('takes a private group’s post from a member and answers 404 to an outsider', async () => {
    const { group, admin, member, outsider } = await givenGroupWithEveryRole(t, { privacy: 'private' });
    const post = await givenPost(admin.client, group.id, 'Members only');
    const target = { targetKind: 'group_post' as const, targetId: post.id };
    await givenReport(member.client, target);
    const refused = await outsider.client.post(REPORTS_PATH, { ...target, reason: 'spam' });
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toMatchObject({
      message: 'This content was not found, or you cannot see it.',
    });
  });

  it('takes every kind of content by its id', async () => {
    const owner = await givenPerson(t, { name: 'Olli Owner' });
    const reporter = await givenPerson(t);
    const group = await givenGroup(owner.client, { name: 'Reportable' });
    await givenReport(reporter.client, { targetKind: 'group', targetId: group.id });
    await givenReport(reporter.client, { targetKind: 'profile', targetId: owner.user.id });
  });

  it('answers 404, never 5xx, for an id that names nothing, and 400 for an unknown kind or reason', async () => {
    const reporter = await givenPerson(t);
    for (const targetId of ['not-a-uuid', '7d1c2a3e-0000-4000-8000-000000000000']) {
      const response = await reporter.client.post(REPORTS_PATH, {
        targetKind: 'challenge',
        targetId,
        reason: 'hate',
      });
      expect(response.status).toBe(404);
    }
    const kind = await reporter.client.post(REPORTS_PATH, {
      targetKind: 'poem',
      targetId: 'x',
      reason: 'hate',
    });
    expect(kind.status).toBe(400);
    const reason = await reporter.client.post(REPORTS_PATH, {
      targetKind: 'profile',
      targetId: 'x',
      reason: 'meh',
    });
    expect(reason.status).toBe(400);
  });

  it('is for signed-in people only', async () => {
    const response = await t
      .visitor()
      .post(REPORTS_PATH, { targetKind: 'profile', targetId: 'x', reason: 'spam' });
    expect(response.status).toBe(401);
  });
});
