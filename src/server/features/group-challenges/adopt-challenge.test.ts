import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDetail, ChallengeSummary } from '#shared/challenges/challenges.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { errorOf } from '#server/testing/http';
import { givenChallenge, givenPerson, insertChallenge } from '#server/testing/given';
import { givenGroupWithEveryRole, insertGroup } from '#server/testing/fixtures/groups';

// Decision 062: a group's admins and moderators add an existing challenge they organize, not ended and in no group.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adopt = (client: TestClient, groupId: string, challengeId: string) =>
  client.post(`/api/groups/${groupId}/challenges`, { challengeId });

const groupChallengeIds = async (client: TestClient, groupId: string) =>
  ((await (await client.get(`/api/groups/${groupId}/challenges`)).json()) as ChallengeSummary[]).map(
    (challenge) => challenge.id,
  );

describe('a group adopting an existing challenge', () => {
  it.each(['admin', 'moderator'] as const)(
    'lets a group %s who organizes it add it: listed in the group, and its page names the group',
    async (role) => {
      const everyRole = await givenGroupWithEveryRole(t);
      const adopter = everyRole[role];
      const challenge = await givenChallenge(adopter.client, { title: 'Walk Every Day', status: 'upcoming' });

      const offered = (await (
        await adopter.client.get(`/api/groups/${everyRole.group.id}/adoptable-challenges`)
      ).json()) as ChallengeSummary[];
      expect(offered.map((summary) => summary.title)).toEqual(['Walk Every Day']);

      const response = await adopt(adopter.client, everyRole.group.id, challenge.id);
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({
        id: challenge.id,
        title: 'Walk Every Day',
        status: 'upcoming',
      });
      expect(await groupChallengeIds(everyRole.member.client, everyRole.group.id)).toEqual([challenge.id]);
      const detail = (await (
        await adopter.client.get(`/api/challenges/${challenge.id}`)
      ).json()) as ChallengeDetail;
      expect(detail.group).toEqual({ id: everyRole.group.id, name: everyRole.group.name });
      // no longer offered: it is in a group now
      expect(
        await (await adopter.client.get(`/api/groups/${everyRole.group.id}/adoptable-challenges`)).json(),
      ).toEqual([]);
    },
  );

  it('refuses a plain member and an outsider of the group, even for their own challenge', async () => {
    const { group, member, outsider } = await givenGroupWithEveryRole(t);
    for (const person of [member, outsider]) {
      const challenge = await givenChallenge(person.client);
      const response = await adopt(person.client, group.id, challenge.id);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({
        message: 'Only group admins and moderators can add challenges.',
      });
      const offered = await person.client.get(`/api/groups/${group.id}/adoptable-challenges`);
      expect(offered.status).toBe(403);
    }
    expect(await groupChallengeIds(member.client, group.id)).toEqual([]);
  });

  it("refuses a group admin who is not the challenge's organizer (a participant is not enough)", async () => {
    const { group, admin, member } = await givenGroupWithEveryRole(t);
    const challenge = await givenChallenge(member.client);
    await admin.client.post(`/api/challenges/${challenge.id}/join`);
    const response = await adopt(admin.client, group.id, challenge.id);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({
      message: 'Only the organizer can add this challenge to a group.',
    });
    expect(await groupChallengeIds(admin.client, group.id)).toEqual([]);
  });

  it('answers a template, an unknown challenge and a malformed id as not found', async () => {
    const { group, admin } = await givenGroupWithEveryRole(t);
    const template = await insertChallenge(t.db, { organizer: null, status: 'upcoming' });
    for (const id of [template.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await adopt(admin.client, group.id, id);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ message: 'Challenge not found' });
    }
  });

  it('refuses a challenge that has ended', async () => {
    const { group, admin } = await givenGroupWithEveryRole(t);
    const ended = await insertChallenge(t.db, { organizer: admin, status: 'completed' });
    const response = await adopt(admin.client, group.id, ended.id);
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      message: 'A completed challenge cannot be added to a group.',
    });
    const offered = await admin.client.get(`/api/groups/${group.id}/adoptable-challenges`);
    expect(await offered.json()).toEqual([]);
  });

  it('refuses a challenge already in a group, this one or another, and of two at once exactly one wins', async () => {
    const { group, admin } = await givenGroupWithEveryRole(t);
    const other = await insertGroup(t.db, [[admin.user.id, 'admin']], { name: 'Second Group' });
    const challenge = await givenChallenge(admin.client);
    const answers = await Promise.all([
      adopt(admin.client, group.id, challenge.id),
      adopt(admin.client, other.id, challenge.id),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await errorOf(refused)).toMatchObject({ message: 'This challenge is already in a group.' });
    const again = await adopt(admin.client, group.id, challenge.id);
    expect(again.status).toBe(409);
    const inGroups = [
      ...(await groupChallengeIds(admin.client, group.id)),
      ...(await groupChallengeIds(admin.client, other.id)),
    ];
    expect(inGroups).toEqual([challenge.id]);
  });

  it('hides a private group from an outsider (404) and refuses a body without a challenge (400)', async () => {
    const { user: owner } = await givenPerson(t);
    const hidden = await insertGroup(t.db, [[owner.id, 'admin']], { privacy: 'private' });
    const { client: outsider } = await givenPerson(t);
    const challenge = await givenChallenge(outsider);
    const response = await adopt(outsider, hidden.id, challenge.id);
    expect(response.status).toBe(404);
    expect((await outsider.get(`/api/groups/${hidden.id}/adoptable-challenges`)).status).toBe(404);
    expect((await outsider.get('/api/groups/not-a-group/adoptable-challenges')).status).toBe(404);
    const empty = await outsider.post(`/api/groups/${hidden.id}/challenges`, {});
    expect(empty.status).toBe(400);
  });

  it('needs a signed-in person', async () => {
    const { group, admin } = await givenGroupWithEveryRole(t);
    const challenge = await givenChallenge(admin.client);
    const response = await t
      .visitor()
      .post(`/api/groups/${group.id}/challenges`, { challengeId: challenge.id });
    expect(response.status).toBe(401);
  });
});
