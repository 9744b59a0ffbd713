import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupDetail } from '#shared/groups/groups.types';
import { groupMembers } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { givenGroup, givenGroupWithEveryRole } from '#server/testing/fixtures/groups';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const membershipsOf = (groupId: string, userId: string) =>
  t.db.$count(groupMembers, and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));

describe('POST /api/groups/{id}/join', () => {
  it.each(['public', 'private'] as const)(
    'lets anyone with the link join a %s group as a member',
    async (privacy) => {
      const { client: admin } = await givenPerson(t);
      const group = await givenGroup(admin, { privacy });
      const { client } = await givenPerson(t);
      const response = await client.post(`/api/groups/${group.id}/join`);
      expect(response.status).toBe(200);
      expect((await response.json()) as GroupDetail).toMatchObject({
        id: group.id,
        memberCount: 2,
        viewerRole: 'member',
        canSeeContent: true,
      });
    },
  );

  it("refuses a member with 'You are already a member of this group'", async () => {
    const { group, moderator } = await givenGroupWithEveryRole(t);
    const response = await moderator.client.post(`/api/groups/${group.id}/join`);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ message: 'You are already a member of this group' });
  });

  it('leaves one membership when the same person joins twice at once', async () => {
    const { client: admin } = await givenPerson(t);
    const group = await givenGroup(admin);
    const { client, user } = await givenPerson(t);
    const responses = await Promise.all([1, 2, 3].map(() => client.post(`/api/groups/${group.id}/join`)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    expect(await membershipsOf(group.id, user.id)).toBe(1);
  });

  it('answers 404 for an unknown group, 401 signed out', async () => {
    const { client } = await givenPerson(t);
    const response = await client.post('/api/groups/00000000-0000-4000-8000-000000000000/join');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ message: 'Group not found' });
    const group = await givenGroup(client);
    expect((await t.visitor().post(`/api/groups/${group.id}/join`)).status).toBe(401);
  });
});

describe('POST /api/groups/{id}/leave', () => {
  it.each(['member', 'moderator'] as const)('lets a %s leave', async (who) => {
    const actors = await givenGroupWithEveryRole(t, { privacy: 'private' });
    const response = await actors[who].client.post(`/api/groups/${actors.group.id}/leave`);
    expect(response.status).toBe(204);
    expect(await membershipsOf(actors.group.id, actors[who].user.id)).toBe(0);
    const detail = (await (
      await actors[who].client.get(`/api/groups/${actors.group.id}`)
    ).json()) as GroupDetail;
    expect(detail).toMatchObject({ viewerRole: null, canSeeContent: false, memberCount: 2 });
  });

  it("refuses an admin with the spec's 'Cannot Leave' message", async () => {
    const { group, admin } = await givenGroupWithEveryRole(t);
    const response = await admin.client.post(`/api/groups/${group.id}/leave`);
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      message:
        'Cannot Leave: As an admin, you cannot leave the group. Transfer admin rights or delete the group instead.',
    });
    expect(await membershipsOf(group.id, admin.user.id)).toBe(1);
  });

  it('refuses a non-member: 409 for a public group, 404 for a private one', async () => {
    const open = await givenGroupWithEveryRole(t);
    const publicResponse = await open.outsider.client.post(`/api/groups/${open.group.id}/leave`);
    expect(publicResponse.status).toBe(409);
    expect(await errorOf(publicResponse)).toMatchObject({ message: 'You are not a member of this group.' });

    const closed = await givenGroupWithEveryRole(t, { privacy: 'private' });
    const privateResponse = await closed.outsider.client.post(`/api/groups/${closed.group.id}/leave`);
    expect(privateResponse.status).toBe(404);
    expect(await errorOf(privateResponse)).toMatchObject({ message: 'Group not found' });
  });
});
