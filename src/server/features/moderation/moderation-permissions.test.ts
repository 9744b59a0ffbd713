import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { givenForumPost } from '#server/testing/fixtures/forum';
import {
  AUDIT_PATH,
  auditOf,
  givenAction,
  givenModerationApp,
  givenReport,
  givenReportedGroupPost,
  liftPath,
  QUEUE_PATH,
  queueOf,
  reportActionPath,
  type SiteAdmin,
} from '#server/testing/fixtures/moderation';
import { errorOf } from '#server/testing/http';

// Decision 085's table: each actor × action, allowed and refused.
let t: TestApp;
let siteAdmin: SiteAdmin;
beforeAll(async () => {
  ({ t, siteAdmin } = await givenModerationApp());
});
afterAll(() => t.close());

describe('the queue', () => {
  it('shows a site administrator every report, and a group’s moderators their group’s', async () => {
    const { group, admin, moderator, reportId, otherAdmin } = await givenReportedGroupPost(t);
    const author = await givenPerson(t);
    const forumPost = await givenForumPost(author.client);
    const forumReport = await givenReport(admin.client, { targetKind: 'forum_post', targetId: forumPost.id });

    const all = (await queueOf(siteAdmin.client)).map((report) => report.id);
    expect(all).toEqual(expect.arrayContaining([reportId, forumReport]));
    for (const groupModerator of [admin, moderator]) {
      const theirs = await queueOf(groupModerator.client);
      expect(theirs.map((report) => report.id)).toContain(reportId);
      expect(theirs.map((report) => report.id)).not.toContain(forumReport);
      expect(theirs.every((report) => report.groupId === group.id && !report.canSuspend)).toBe(true);
    }
    // another group's admin sees none of it, and may not ask for this group
    expect((await queueOf(otherAdmin.client)).map((report) => report.id)).not.toContain(reportId);
    const refused = await otherAdmin.client.get(`${QUEUE_PATH}?groupId=${group.id}`);
    expect(refused.status).toBe(403);
  });

  it('refuses a member and anyone else who moderates nothing', async () => {
    const { member } = await givenReportedGroupPost(t);
    for (const person of [member, await givenPerson(t)]) {
      const refused = await person.client.get(QUEUE_PATH);
      expect(refused.status).toBe(403);
      expect(await errorOf(refused)).toMatchObject({
        message: 'Only site administrators and group moderators can moderate.',
      });
      expect((await person.client.get(AUDIT_PATH)).status).toBe(403);
      // the page may show them nothing, which is an answer, not a refusal (Settings asks on every visit)
      const access = await person.client.get('/api/moderation/access');
      expect(access.status).toBe(200);
      expect(await access.json()).toEqual({ siteAdmin: false, groups: [] });
    }
  });
});

describe('acting on a report', () => {
  it('lets a group’s moderator hide, and refuses another group’s admin and a member (404)', async () => {
    const { moderator, member, reportId, otherAdmin } = await givenReportedGroupPost(t);
    for (const refusedActor of [otherAdmin, member]) {
      const refused = await refusedActor.client.post(reportActionPath(reportId), { action: 'hide' });
      expect(refused.status).toBe(404);
    }
    await givenAction(moderator.client, reportId, { action: 'hide', note: 'Be kind' });
    const handled = await moderator.client.post(reportActionPath(reportId), { action: 'dismiss' });
    expect(handled.status).toBe(409);
    expect(await errorOf(handled)).toMatchObject({ message: 'This report has already been handled.' });
  });

  it('lets only a site administrator suspend', async () => {
    const { admin, reportId } = await givenReportedGroupPost(t);
    const refused = await admin.client.post(reportActionPath(reportId), { action: 'suspend' });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({
      message: 'Only site administrators can suspend accounts.',
    });
    await givenAction(siteAdmin.client, reportId, { action: 'suspend', note: 'Repeated abuse' });
  });

  it('lets a site administrator lift a suspension and refuses a group admin', async () => {
    const { admin, member, reportId } = await givenReportedGroupPost(t);
    await givenAction(siteAdmin.client, reportId, { action: 'suspend' });
    expect((await admin.client.post(liftPath(member.user.id), {})).status).toBe(403);
    expect((await admin.client.get('/api/moderation/suspensions')).status).toBe(403);
    expect((await siteAdmin.client.post(liftPath(member.user.id), {})).status).toBe(204);
    // lifting twice: nothing to lift
    expect((await siteAdmin.client.post(liftPath(member.user.id), {})).status).toBe(404);
  });

  it('writes every action to the audit log, each group’s lines readable by its moderators', async () => {
    const { group, moderator, member, reportId, otherAdmin } = await givenReportedGroupPost(t);
    await givenAction(moderator.client, reportId, { action: 'warn', note: 'Mind your words' });
    const entry = { action: 'warn', groupId: group.id, reportId, note: 'Mind your words' };
    expect(await auditOf(moderator.client, `?groupId=${group.id}`)).toEqual([expect.objectContaining(entry)]);
    expect(await auditOf(siteAdmin.client)).toContainEqual(
      expect.objectContaining({ ...entry, targetUser: { id: member.user.id, name: member.user.name } }),
    );
    expect((await auditOf(otherAdmin.client)).map((line) => line.reportId)).not.toContain(reportId);
  });

  it('answers 404 for an unknown report, and 400 for an unknown action', async () => {
    const { reportId } = await givenReportedGroupPost(t);
    const unknown = await siteAdmin.client.post(reportActionPath('7d1c2a3e-0000-4000-8000-000000000000'), {
      action: 'hide',
    });
    expect(unknown.status).toBe(404);
    expect((await siteAdmin.client.post(reportActionPath('nope'), { action: 'hide' })).status).toBe(404);
    expect((await siteAdmin.client.post(reportActionPath(reportId), { action: 'ban' })).status).toBe(400);
  });
});
