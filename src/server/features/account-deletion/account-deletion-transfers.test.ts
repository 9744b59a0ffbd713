import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDeletionResult } from '#shared/account-deletion/account-deletion.types';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import type { Leaderboard } from '#shared/leaderboards/leaderboards.types';
import { challenges } from '#server/db/schema/challenges';
import { groups } from '#server/db/schema/social';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import {
  deleteAccountAs,
  rolesIn,
  setGroupJoinedAt,
  setJoinedAt,
} from '#server/testing/fixtures/account-deletion';
import { checkInPath } from '#server/testing/fixtures/check-ins';
import { forumPostPath, givenForumPost, readForumPost, setToggle } from '#server/testing/fixtures/forum';
import { givenGroup, givenMember } from '#server/testing/fixtures/groups';
import { talliesAndCounts } from '#server/testing/fixtures/template-boards';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';

// What passes on and what stays when an account is deleted (product-rules.md#account-deletion, decision 046).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function deleted(person: Person): Promise<AccountDeletionResult> {
  const response = await deleteAccountAs(person.client);
  expect(response.status).toBe(200);
  return (await response.json()) as AccountDeletionResult;
}

const challengeAs = async (client: TestClient, id: string) =>
  (await (await client.get(`/api/challenges/${id}`)).json()) as ChallengeDetail;
const boardAs = async (client: TestClient, id: string) =>
  (await (await client.get(`/api/challenges/${id}/leaderboard`)).json()) as Leaderboard;

describe('the challenges a deleted account organised', () => {
  it('pass to the participant who joined first; a tie goes to the smaller user id; alone, the challenge goes', async () => {
    const organizer = await givenPerson(t, { name: 'Olga Organizer' });
    const [first, later, tiedA, tiedB] = await Promise.all(
      ['Fay First', 'Len Later', 'Tia Tied', 'Tom Tied'].map((name) => givenPerson(t, { name })),
    );
    const ordered = insertChallenge(t.db, {
      organizer: organizer.user,
      participants: [later!.user, first!.user],
    });
    const tied = insertChallenge(t.db, {
      organizer: organizer.user,
      participants: [tiedB!.user, tiedA!.user],
    });
    const [orderedRow, tiedRow, aloneRow] = await Promise.all([
      ordered,
      tied,
      insertChallenge(t.db, { organizer: organizer.user }),
    ]);
    await setJoinedAt(t.db, orderedRow.id, organizer.user.id, '2026-02-01T00:00:00Z');
    await setJoinedAt(t.db, orderedRow.id, first!.user.id, '2026-02-02T00:00:00Z');
    await setJoinedAt(t.db, orderedRow.id, later!.user.id, '2026-02-03T00:00:00Z');

    expect(await deleted(organizer)).toMatchObject({ challengesTransferred: 2, challengesDeleted: 1 });

    expect((await challengeAs(later!.client, orderedRow.id)).organizer?.name).toBe('Fay First');
    const smallerId = [tiedA!.user.id, tiedB!.user.id].sort()[0];
    expect((await challengeAs(tiedA!.client, tiedRow.id)).organizer?.id).toBe(smallerId);
    expect(await t.db.select().from(challenges).where(eq(challenges.id, aloneRow.id))).toEqual([]);
    const news = (await (await first!.client.get('/api/notifications')).json()) as {
      notifications: { title: string; challengeId: string | null }[];
    };
    expect(news.notifications).toContainEqual(
      expect.objectContaining({ title: 'You are now the organizer', challengeId: orderedRow.id }),
    );
    // the new organizer organises: they may now edit, and the old organizer is off the participant list
    const detail = await challengeAs(first!.client, orderedRow.id);
    expect(detail.participants.map((p) => p.id)).not.toContain(organizer.user.id);
  });
});

describe('the groups a deleted account administered', () => {
  it('pass to the longest-standing moderator, else the longest-standing member; empty ones go', async () => {
    const admin = await givenPerson(t, { name: 'Ada Admin' });
    const withModerator = await givenGroup(admin.client, { name: 'With a moderator' });
    const earlyMember = await givenMember(t, withModerator.id, 'member', 'Early Member');
    const lateModerator = await givenMember(t, withModerator.id, 'moderator', 'Late Moderator');
    const laterModerator = await givenMember(t, withModerator.id, 'moderator', 'Later Moderator');
    await setGroupJoinedAt(t.db, withModerator.id, earlyMember.user.id, '2026-01-01T00:00:00Z');
    await setGroupJoinedAt(t.db, withModerator.id, lateModerator.user.id, '2026-02-01T00:00:00Z');
    await setGroupJoinedAt(t.db, withModerator.id, laterModerator.user.id, '2026-02-02T00:00:00Z');

    const membersOnly = await givenGroup(admin.client, { name: 'Members only' });
    const firstMember = await givenMember(t, membersOnly.id, 'member', 'First Member');
    const secondMember = await givenMember(t, membersOnly.id, 'member', 'Second Member');
    await setGroupJoinedAt(t.db, membersOnly.id, firstMember.user.id, '2026-01-01T00:00:00Z');
    await setGroupJoinedAt(t.db, membersOnly.id, secondMember.user.id, '2026-01-02T00:00:00Z');

    const twoAdmins = await givenGroup(admin.client, { name: 'Two admins' });
    const otherAdmin = await givenMember(t, twoAdmins.id, 'admin', 'Other Admin');
    const moderatorThere = await givenMember(t, twoAdmins.id, 'moderator', 'Mod There');

    const alone = await givenGroup(admin.client, { name: 'Alone' });

    expect(await deleted(admin)).toMatchObject({ groupsTransferred: 2, groupsDeleted: 1 });

    expect(await rolesIn(t.db, withModerator.id)).toEqual({
      [earlyMember.user.id]: 'member',
      [lateModerator.user.id]: 'admin',
      [laterModerator.user.id]: 'moderator',
    });
    expect(await rolesIn(t.db, membersOnly.id)).toEqual({
      [firstMember.user.id]: 'admin',
      [secondMember.user.id]: 'member',
    });
    expect(await rolesIn(t.db, twoAdmins.id)).toEqual({
      [otherAdmin.user.id]: 'admin',
      [moderatorThere.user.id]: 'moderator',
    });
    expect(await t.db.select().from(groups).where(eq(groups.id, alone.id))).toEqual([]);
    // the new admin acts as one
    const renamed = await firstMember.client.patch(`/api/groups/${membersOnly.id}`, { name: 'Ours now' });
    expect(renamed.status).toBe(200);
  });
});

describe('the forum after an account is deleted', () => {
  it("keeps their posts and comments, authored by 'Deleted user'; their votes go from the counts", async () => {
    const leaver = await givenPerson(t, { name: 'Lea Leaver' });
    const stayer = await givenPerson(t, { name: 'Stan Stayer' });
    const leaversPost = await givenForumPost(leaver.client, { title: 'Leaving soon' });
    const stayersPost = await givenForumPost(stayer.client, { title: 'Staying' });
    await leaver.client.post(`${forumPostPath(stayersPost.id)}/comments`, { content: 'Bye for now' });
    await setToggle(leaver.client, 'PUT', stayersPost.id, 'vote');
    await setToggle(stayer.client, 'PUT', stayersPost.id, 'vote');

    await deleted(leaver);

    const post = await readForumPost(stayer.client, leaversPost.id);
    expect(post).toMatchObject({ title: 'Leaving soon', author: { name: 'Deleted user', isViewer: false } });
    const other = await readForumPost(stayer.client, stayersPost.id);
    expect(other.voteCount).toBe(1);
    expect(other.comments).toEqual([
      expect.objectContaining({ content: 'Bye for now', author: { name: 'Deleted user', isViewer: false } }),
    ]);
    const list = (await (await stayer.client.get('/api/forum/posts')).json()) as {
      posts: { id: string; author: { name: string } }[];
    };
    expect(list.posts.find((p) => p.id === leaversPost.id)?.author.name).toBe('Deleted user');
    // others still comment on it
    const reply = await stayer.client.post(`${forumPostPath(leaversPost.id)}/comments`, {
      content: 'Farewell',
    });
    expect(reply.status).toBe(201);
  });
});

describe('the boards of the challenges a deleted account was in', () => {
  it('no longer list them, on the challenge board and on the template board, with the tallies recounted', async () => {
    const [leaver, stayer] = await Promise.all([
      givenPerson(t, { name: 'Lou Leaver' }),
      givenPerson(t, { name: 'Sue Stayer' }),
    ]);
    const template = await insertChallenge(t.db, { organizer: null, title: 'Sugar-free template' });
    const stayersCopy = await insertChallenge(t.db, {
      organizer: stayer.user,
      participants: [leaver.user],
      templateId: template.id,
    });
    const leaversCopy = await insertChallenge(t.db, { organizer: leaver.user, templateId: template.id });
    for (const [person, challenge] of [
      [stayer, stayersCopy],
      [leaver, stayersCopy],
      [leaver, leaversCopy],
    ] as const) {
      const response = await person.client.post(checkInPath(challenge.id), { date: '2026-03-09', met: true });
      expect(response.status).toBe(201);
    }
    const before = await boardAs(stayer.client, stayersCopy.id);
    expect(before.totalEntries).toBe(3);

    await deleted(leaver);

    const after = await boardAs(stayer.client, stayersCopy.id);
    expect(after.totalEntries).toBe(1);
    expect(after.entries.map((entry) => entry.userId)).toEqual([stayer.user.id]);
    const { tallies, counted } = await talliesAndCounts(t, [template.id, stayersCopy.id]);
    expect(tallies).toEqual(counted);
    expect(counted).toHaveLength(1);
  });
});
