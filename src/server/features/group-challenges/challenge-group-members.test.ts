import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { groupChallenges, notifications } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import {
  givenChallenge,
  givenJoined,
  givenPerson,
  insertChallenge,
  insertPerson,
  validChallengeInput,
} from '#server/testing/given';
import { insertGroup } from '#server/testing/fixtures/groups';
import { errorOf, participantIdsOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notificationsOf = (userId: string, challengeId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.challengeId, challengeId)));

/**
 * A group (Olga the admin organizes; Mo a moderator; Mia and Max members) and a challenge Olga created in it.
 * Mo has joined the challenge too.
 */
async function givenGroupChallenge(
  options: { privacy?: 'public' | 'private'; maxParticipants?: number; title?: string } = {},
) {
  const olga = await givenPerson(t, { name: 'Olga Organizer' });
  const mo = await givenPerson(t, { name: 'Mo Moderator' });
  const mia = await givenPerson(t, { name: 'Mia Member' });
  const max = await insertPerson(t.db, { name: 'Max Member' });
  const group = await insertGroup(
    t.db,
    [
      [olga.user.id, 'admin'],
      [mo.user.id, 'moderator'],
      [mia.user.id, 'member'],
      [max.id, 'member'],
    ],
    { name: 'Sugar Busters', privacy: options.privacy },
  );
  const response = await olga.client.post(
    '/api/challenges',
    validChallengeInput({
      groupId: group.id,
      title: options.title ?? 'Group Fortnight',
      maxParticipants: options.maxParticipants ?? 10,
    }),
  );
  const challenge = (await response.json()) as ChallengeDetail;
  await givenJoined(mo.client, challenge.id);
  return { olga, mo, mia, max, group, challenge };
}

const listFor = (client: TestClient, challengeId: string) =>
  client.get(`/api/challenges/${challengeId}/group-members`);
const add = (client: TestClient, challengeId: string, userId: string) =>
  client.post(`/api/challenges/${challengeId}/group-members`, { userId });

describe("the Group tab's member list", () => {
  it("shows the organizer the group's members in join order, and who is already in", async () => {
    const { olga, mo, mia, max, group, challenge } = await givenGroupChallenge();
    const response = await listFor(olga.client, challenge.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      group: { id: group.id, name: 'Sugar Busters' },
      members: [
        { id: olga.user.id, name: 'Olga Organizer', avatar: null, isParticipant: true },
        { id: mo.user.id, name: 'Mo Moderator', avatar: null, isParticipant: true },
        { id: mia.user.id, name: 'Mia Member', avatar: null, isParticipant: false },
        { id: max.id, name: 'Max Member', avatar: null, isParticipant: false },
      ],
    });
  });

  it('refuses a participant who is not the organizer, and an outsider (403)', async () => {
    const { mo, challenge } = await givenGroupChallenge();
    const { client: outsider } = await givenPerson(t);
    for (const client of [mo.client, outsider]) {
      const response = await listFor(client, challenge.id);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({
        message: 'Only the organizer can add group members to this challenge.',
      });
    }
    expect((await listFor(t.visitor(), challenge.id)).status).toBe(401);
  });

  it('answers 404 for a challenge not linked to a group, and for an unknown challenge', async () => {
    const { client } = await givenPerson(t);
    const plain = await givenChallenge(client);
    const response = await listFor(client, plain.id);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ message: 'This challenge is not linked to a group.' });
    const unknown = await listFor(client, '0b8e6e1c-2f7e-4a53-9a41-7d2f0c1e9b11');
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ message: 'Challenge not found' });
  });

  it('refuses once the challenge is completed (422)', async () => {
    const { olga, group } = await givenGroupChallenge();
    const ended = await insertChallenge(t.db, { organizer: olga, status: 'completed' });
    await t.db.insert(groupChallenges).values({ groupId: group.id, challengeId: ended.id });
    const response = await listFor(olga.client, ended.id);
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      message: 'Cannot add group members to a completed challenge.',
    });
  });

  it('lets an upcoming challenge be filled from the group', async () => {
    const { olga, group } = await givenGroupChallenge();
    const upcoming = await insertChallenge(t.db, { organizer: olga, status: 'upcoming' });
    await t.db.insert(groupChallenges).values({ groupId: group.id, challengeId: upcoming.id });
    expect((await listFor(olga.client, upcoming.id)).status).toBe(200);
  });

  it("hides a private group's members from an organizer who has left the group", async () => {
    const { olga, group } = await givenGroupChallenge({ privacy: 'private' });
    // a challenge of the group organized by someone no longer in it
    const former = await givenPerson(t);
    const orphan = await insertChallenge(t.db, { organizer: former });
    await t.db.insert(groupChallenges).values({ groupId: group.id, challengeId: orphan.id });
    const response = await listFor(former.client, orphan.id);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ message: 'Group not found' });
    expect((await listFor(olga.client, orphan.id)).status).toBe(403);
  });
});

describe('adding a group member to the challenge', () => {
  it('lets the organizer add a member, who is told in an Added to Challenge notification', async () => {
    const { olga, mia, challenge } = await givenGroupChallenge({ title: 'Group Fortnight' });
    const response = await add(olga.client, challenge.id, mia.user.id);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: mia.user.id,
      name: 'Mia Member',
      avatar: null,
      isParticipant: true,
    });
    expect(await participantIdsOf(t.db, challenge.id)).toContain(mia.user.id);
    expect(await notificationsOf(mia.user.id, challenge.id)).toMatchObject([
      {
        type: 'update',
        title: 'Added to Challenge',
        message: 'You have been added to the challenge "Group Fortnight"',
        read: false,
      },
    ]);
    // the organizer did it: no 'New participant' notice to themselves for this one
    const olgaNotices = await notificationsOf(olga.user.id, challenge.id);
    expect(olgaNotices.map((row) => row.message)).toEqual(['Mo Moderator joined "Group Fortnight"']);
    // the member now sees it as a participant, and the list says so
    expect(await (await mia.client.get(`/api/challenges/${challenge.id}`)).json()).toMatchObject({
      viewer: { isParticipant: true },
      group: { name: 'Sugar Busters' },
    });
    const list = (await (await listFor(olga.client, challenge.id)).json()) as {
      members: { id: string; isParticipant: boolean }[];
    };
    expect(list.members.find((member) => member.id === mia.user.id)).toMatchObject({ isParticipant: true });
  });

  it('refuses someone already in (409), and writes no notification', async () => {
    const { olga, mo, challenge } = await givenGroupChallenge();
    const response = await add(olga.client, challenge.id, mo.user.id);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      message: 'User is already a participant in this challenge',
    });
    expect(await notificationsOf(mo.user.id, challenge.id)).toEqual([]);
  });

  it('refuses a person who is not a member of the group (422)', async () => {
    const { olga, challenge } = await givenGroupChallenge();
    const stranger = await insertPerson(t.db);
    const response = await add(olga.client, challenge.id, stranger.id);
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({ message: 'User is not a member of this group' });
    const nobody = await add(olga.client, challenge.id, 'no-such-user');
    expect(nobody.status).toBe(422);
    expect(await participantIdsOf(t.db, challenge.id)).not.toContain(stranger.id);
  });

  it('refuses a participant who is not the organizer (even a group moderator) and an outsider', async () => {
    const { mo, mia, challenge } = await givenGroupChallenge();
    const { client: outsider } = await givenPerson(t);
    for (const client of [mo.client, outsider]) {
      const response = await add(client, challenge.id, mia.user.id);
      expect(response.status).toBe(403);
    }
    expect(await participantIdsOf(t.db, challenge.id)).not.toContain(mia.user.id);
  });

  it('refuses when the challenge is full, and rolls everything back', async () => {
    const { olga, mia, challenge } = await givenGroupChallenge({ maxParticipants: 2 });
    const response = await add(olga.client, challenge.id, mia.user.id);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      message: 'Challenge is full. Maximum participants reached.',
    });
    expect(await notificationsOf(mia.user.id, challenge.id)).toEqual([]);
  });

  it('refuses on a completed challenge and on one not linked to a group', async () => {
    const { olga, mia, group } = await givenGroupChallenge();
    const ended = await insertChallenge(t.db, { organizer: olga, status: 'completed' });
    await t.db.insert(groupChallenges).values({ groupId: group.id, challengeId: ended.id });
    expect((await add(olga.client, ended.id, mia.user.id)).status).toBe(422);
    const plain = await givenChallenge(olga.client);
    expect((await add(olga.client, plain.id, mia.user.id)).status).toBe(404);
  });

  it('brings back someone who left: an explicit add is like an invitation', async () => {
    const { olga, mia, challenge } = await givenGroupChallenge();
    await givenJoined(mia.client, challenge.id);
    expect((await mia.client.post(`/api/challenges/${challenge.id}/leave`)).status).toBe(204);
    // the share link no longer lets them in by themselves …
    expect((await mia.client.post(`/api/challenges/${challenge.id}/join`)).status).toBe(403);
    // … but the organizer may add them back
    expect((await add(olga.client, challenge.id, mia.user.id)).status).toBe(201);
    expect(await participantIdsOf(t.db, challenge.id)).toContain(mia.user.id);
  });

  it('refuses a missing userId (400)', async () => {
    const { olga, challenge } = await givenGroupChallenge();
    const response = await olga.client.post(`/api/challenges/${challenge.id}/group-members`, {});
    expect(response.status).toBe(400);
  });
});
