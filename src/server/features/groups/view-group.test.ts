import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupDetail, PublicGroupCard } from '#shared/groups/groups.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { givenGroup, givenGroupWithEveryRole } from '#server/testing/fixtures/groups';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/groups/{id}', () => {
  it('shows a member the group, their role, its creator and its content', async () => {
    const { group, member } = await givenGroupWithEveryRole(t, { description: 'No sweets.' });
    const response = await member.client.get(`/api/groups/${group.id}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as GroupDetail).toMatchObject({
      id: group.id,
      name: 'Sugar Busters',
      description: 'No sweets.',
      privacy: 'public',
      coverImage: null,
      memberCount: 3,
      createdBy: { name: 'Ada Admin' },
      viewerRole: 'member',
      canSeeContent: true,
    });
  });

  it("lets any signed-in person see a public group's content", async () => {
    const { group, outsider } = await givenGroupWithEveryRole(t);
    const detail = (await (await outsider.client.get(`/api/groups/${group.id}`)).json()) as GroupDetail;
    expect(detail).toMatchObject({ viewerRole: null, canSeeContent: true });
  });

  it("shows an outsider a private group's card but not its content", async () => {
    const { group, outsider, member } = await givenGroupWithEveryRole(t, { privacy: 'private' });
    const response = await outsider.client.get(`/api/groups/${group.id}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as GroupDetail).toMatchObject({
      name: 'Sugar Busters',
      privacy: 'private',
      memberCount: 3,
      viewerRole: null,
      canSeeContent: false,
    });
    const asMember = (await (await member.client.get(`/api/groups/${group.id}`)).json()) as GroupDetail;
    expect(asMember.canSeeContent).toBe(true);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('answers 404 for %s', async (id) => {
    const { client } = await givenPerson(t);
    const response = await client.get(`/api/groups/${id}`);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ message: 'Group not found' });
  });

  it('needs a signed-in person', async () => {
    const { client } = await givenPerson(t);
    const group = await givenGroup(client);
    expect((await t.visitor().get(`/api/groups/${group.id}`)).status).toBe(401);
  });
});

describe('GET /api/groups/{id}/card', () => {
  it('shows a signed-out visitor the card of a private group and who created it, by name only', async () => {
    const { client, user } = await givenPerson(t, { name: 'Cora Creator' });
    const group = await givenGroup(client, {
      name: 'Quiet Circle',
      description: 'Invite only.',
      privacy: 'private',
    });
    const response = await t.visitor().get(`/api/groups/${group.id}/card`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(user.email);
    const card = JSON.parse(text) as PublicGroupCard;
    expect(card).toEqual({
      id: group.id,
      name: 'Quiet Circle',
      description: 'Invite only.',
      privacy: 'private',
      coverImage: null,
      memberCount: 1,
      createdAt: group.createdAt,
      createdByName: 'Cora Creator',
    });
  });

  it('answers 404 for an unknown group', async () => {
    const response = await t.visitor().get('/api/groups/00000000-0000-4000-8000-000000000000/card');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ message: 'Group not found' });
  });
});
