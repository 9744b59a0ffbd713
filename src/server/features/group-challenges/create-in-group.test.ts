import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { groupChallenges } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, validChallengeInput } from '#server/testing/given';
import { insertGroup } from '#server/testing/fixtures/groups';
import { challengesOrganizedBy, countStatements } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linksOf = (groupId: string) =>
  t.db.select().from(groupChallenges).where(eq(groupChallenges.groupId, groupId));

describe('creating a challenge in a group', () => {
  it.each(['admin', 'moderator'] as const)('lets a group %s create it, linked to the group', async (role) => {
    const { client, user } = await givenPerson(t);
    const group = await insertGroup(t.db, [[user.id, role]], { name: 'Early Risers' });
    const response = await client.post('/api/challenges', validChallengeInput({ groupId: group.id }));
    expect(response.status).toBe(201);
    const detail = (await response.json()) as ChallengeDetail;
    expect(detail).toMatchObject({
      group: { id: group.id, name: 'Early Risers' },
      viewer: { isOrganizer: true, isParticipant: true },
    });
    expect(await linksOf(group.id)).toEqual([{ groupId: group.id, challengeId: detail.id }]);
    // and everyone viewing it sees the group
    const { client: other } = await givenPerson(t);
    expect(await (await other.get(`/api/challenges/${detail.id}`)).json()).toMatchObject({
      group: { id: group.id, name: 'Early Risers' },
    });
  });

  it('costs the challenge detail no extra SQL statement', async () => {
    const { client, user } = await givenPerson(t);
    const group = await insertGroup(t.db, [[user.id, 'admin']]);
    const linked = (await (
      await client.post('/api/challenges', validChallengeInput({ groupId: group.id }))
    ).json()) as ChallengeDetail;
    const plain = (await (
      await client.post('/api/challenges', validChallengeInput())
    ).json()) as ChallengeDetail;
    const statementsFor = (id: string) => countStatements(t.db, () => client.get(`/api/challenges/${id}`));
    expect(await statementsFor(linked.id)).toBe(await statementsFor(plain.id));
  });

  it('leaves a challenge created outside any group unlinked', async () => {
    const { client } = await givenPerson(t);
    const response = await client.post('/api/challenges', validChallengeInput());
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ group: null });
  });

  it('refuses a plain member of the group, and writes nothing', async () => {
    const { client, user } = await givenPerson(t);
    const group = await insertGroup(t.db, [[user.id, 'member']]);
    const response = await client.post('/api/challenges', validChallengeInput({ groupId: group.id }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: 'FORBIDDEN', message: 'Only group admins and moderators can add challenges.' },
    });
    expect(await challengesOrganizedBy(t.db, user.id)).toEqual([]);
    expect(await linksOf(group.id)).toEqual([]);
  });

  it('refuses an outsider of a public group (403) and hides a private group from one (404)', async () => {
    const { user: admin } = await givenPerson(t);
    const { client: outsider, user } = await givenPerson(t);
    const publicGroup = await insertGroup(t.db, [[admin.id, 'admin']]);
    const privateGroup = await insertGroup(t.db, [[admin.id, 'admin']], { privacy: 'private' });
    const toPublic = await outsider.post('/api/challenges', validChallengeInput({ groupId: publicGroup.id }));
    expect(toPublic.status).toBe(403);
    const toPrivate = await outsider.post(
      '/api/challenges',
      validChallengeInput({ groupId: privateGroup.id }),
    );
    expect(toPrivate.status).toBe(404);
    expect(await toPrivate.json()).toMatchObject({ error: { message: 'Group not found' } });
    expect(await challengesOrganizedBy(t.db, user.id)).toEqual([]);
  });

  it('refuses an unknown group (404) and a malformed group id (400)', async () => {
    const { client, user } = await givenPerson(t);
    const unknown = await client.post(
      '/api/challenges',
      validChallengeInput({ groupId: '0b8e6e1c-2f7e-4a53-9a41-7d2f0c1e9b11' }),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: 'Group not found' } });
    const malformed = await client.post('/api/challenges', validChallengeInput({ groupId: 'not-a-group' }));
    expect(malformed.status).toBe(400);
    expect(await challengesOrganizedBy(t.db, user.id)).toEqual([]);
  });
});

describe("the group's Challenges tab", () => {
  it('lists the linked challenges like the challenge list, to anyone who may see a public group', async () => {
    const { client: admin, user } = await givenPerson(t, { name: 'Ada Admin' });
    const group = await insertGroup(t.db, [[user.id, 'admin']]);
    const created = await admin.post(
      '/api/challenges',
      validChallengeInput({ groupId: group.id, title: 'Group Walks' }),
    );
    const challenge = (await created.json()) as ChallengeDetail;
    await admin.post('/api/challenges', validChallengeInput({ title: 'Not in the group' }));
    const { client: visitor } = await givenPerson(t);
    const response = await visitor.get(`/api/groups/${group.id}/challenges`);
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list).toEqual([
      {
        id: challenge.id,
        title: 'Group Walks',
        description: challenge.description,
        challengeType: challenge.challengeType,
        startDate: challenge.startDate,
        endDate: challenge.endDate,
        status: 'active',
        today: challenge.today,
        organizer: { id: user.id, name: 'Ada Admin', avatar: null },
        participantCount: 1,
        maxParticipants: 10,
        templateId: null,
      },
    ]);
    const mine = (await (await admin.get('/api/challenges')).json()) as { challenges: unknown[] };
    expect(mine.challenges).toContainEqual(list[0]);
  });

  it("shows a private group's challenges to its members only", async () => {
    const { user: admin } = await givenPerson(t);
    const { client: member, user } = await givenPerson(t);
    const group = await insertGroup(
      t.db,
      [
        [admin.id, 'admin'],
        [user.id, 'member'],
      ],
      { privacy: 'private' },
    );
    expect((await member.get(`/api/groups/${group.id}/challenges`)).status).toBe(200);
    const { client: outsider } = await givenPerson(t);
    const hidden = await outsider.get(`/api/groups/${group.id}/challenges`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toMatchObject({ error: { message: 'Group not found' } });
  });

  it('answers 404 for an unknown or malformed group, and 401 signed out', async () => {
    const { client } = await givenPerson(t);
    expect((await client.get('/api/groups/0b8e6e1c-2f7e-4a53-9a41-7d2f0c1e9b11/challenges')).status).toBe(
      404,
    );
    expect((await client.get('/api/groups/nope/challenges')).status).toBe(404);
    const group = await insertGroup(t.db, []);
    expect((await t.visitor().get(`/api/groups/${group.id}/challenges`)).status).toBe(401);
  });
});
