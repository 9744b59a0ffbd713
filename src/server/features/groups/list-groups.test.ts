import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GroupLists } from '#shared/groups/groups.types';
import { groupMembers, groupPosts, groups } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { givenPerson, insertPerson } from '#server/testing/given';
import { givenGroup } from '#server/testing/fixtures/groups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// each test sees only its own groups: discovery ranks every public group there is
beforeEach(async () => {
  await t.db.delete(groups);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);

async function listGroups(client: TestClient, search?: string) {
  const query = search === undefined ? '' : `?search=${encodeURIComponent(search)}`;
  const response = await client.get(`/api/groups${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as GroupLists;
}

/** A group by direct insert, with `joins` members and `posts` posts of the given ages (in days). */
async function insertActiveGroup(input: {
  name: string;
  privacy?: 'public' | 'private';
  createdDaysAgo?: number;
  joinedDaysAgo?: number[];
  postedDaysAgo?: number[];
}) {
  const [group] = await t.db
    .insert(groups)
    .values({
      name: input.name,
      privacy: input.privacy ?? 'public',
      createdAt: daysAgo(input.createdDaysAgo ?? 60),
    })
    .returning();
  const author = await insertPerson(t.db);
  await t.db
    .insert(groupMembers)
    .values({ groupId: group!.id, userId: author.id, role: 'admin', joinedAt: daysAgo(90) });
  for (const days of input.joinedDaysAgo ?? []) {
    const person = await insertPerson(t.db);
    await t.db
      .insert(groupMembers)
      .values({ groupId: group!.id, userId: person.id, joinedAt: daysAgo(days) });
  }
  for (const days of input.postedDaysAgo ?? []) {
    await t.db
      .insert(groupPosts)
      .values({ groupId: group!.id, userId: author.id, content: 'Hi', createdAt: daysAgo(days) });
  }
  return group!;
}

describe('GET /api/groups', () => {
  it("lists the viewer's groups newest joined first, with their role and member count", async () => {
    const { client } = await givenPerson(t);
    const older = await insertActiveGroup({ name: 'Older' });
    const newer = await insertActiveGroup({ name: 'Newer' });
    t.clock.advanceDays(1);
    await client.post(`/api/groups/${older.id}/join`);
    t.clock.advanceDays(1);
    await client.post(`/api/groups/${newer.id}/join`);
    const own = await givenGroup(client, { name: 'Own' });

    const { myGroups, discover } = await listGroups(client);
    expect(myGroups.map((group) => [group.name, group.viewerRole, group.memberCount])).toEqual([
      ['Own', 'admin', 1],
      ['Newer', 'member', 2],
      ['Older', 'member', 2],
    ]);
    expect(myGroups[0]).toMatchObject({ id: own.id, privacy: 'public', coverImage: null });
    expect(discover).toEqual([]);
  });

  it('discovers public groups the viewer has not joined, most active in the last 30 days first', async () => {
    const { client } = await givenPerson(t);
    await insertActiveGroup({ name: 'Quiet', createdDaysAgo: 50 });
    await insertActiveGroup({ name: 'Busy posters', postedDaysAgo: [1, 2, 3] });
    await insertActiveGroup({ name: 'Busy joiners', joinedDaysAgo: [1, 5, 10, 29] });
    await insertActiveGroup({
      name: 'Active long ago',
      joinedDaysAgo: [31, 40, 45, 50, 60],
      postedDaysAgo: [31, 35],
    });
    await insertActiveGroup({ name: 'Quiet but new', createdDaysAgo: 2 });
    await insertActiveGroup({
      name: 'Secret and busy',
      privacy: 'private',
      joinedDaysAgo: [1, 1, 1, 1, 1, 1],
    });
    const joined = await insertActiveGroup({ name: 'Joined and busy', joinedDaysAgo: [1, 1, 1, 1, 1, 1] });
    await client.post(`/api/groups/${joined.id}/join`);

    const { discover } = await listGroups(client);
    expect(discover.map((group) => [group.rank, group.name])).toEqual([
      [1, 'Busy joiners'],
      [2, 'Busy posters'],
      [3, 'Quiet but new'],
      [4, 'Quiet'],
      [5, 'Active long ago'],
    ]);
    expect(discover[0]).toMatchObject({ viewerRole: null, memberCount: 5, privacy: 'public' });
  });

  it('discovers at most ten groups', async () => {
    const { client } = await givenPerson(t);
    for (let index = 0; index < 12; index++) await insertActiveGroup({ name: `Group ${index}` });
    const { discover } = await listGroups(client);
    expect(discover).toHaveLength(10);
    expect(discover.map((group) => group.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('searches both lists by name or description, any case, never showing private groups to outsiders', async () => {
    const { client } = await givenPerson(t);
    await givenGroup(client, { name: 'My Sugar Crew', privacy: 'private' });
    await givenGroup(client, { name: 'Walkers', description: 'Ten thousand steps' });
    const { client: other } = await givenPerson(t);
    await givenGroup(other, { name: 'SUGAR free', description: null });
    await givenGroup(other, { name: 'Runners', description: 'Sugar-free fuel only' });
    await givenGroup(other, { name: 'Secret sugar', privacy: 'private' });
    await givenGroup(other, { name: 'Chess' });

    const sugar = await listGroups(client, 'sugar');
    expect(sugar.myGroups.map((group) => group.name)).toEqual(['My Sugar Crew']);
    expect(sugar.discover.map((group) => group.name).sort()).toEqual(['Runners', 'SUGAR free']);

    const steps = await listGroups(client, 'THOUSAND');
    expect(steps.myGroups.map((group) => group.name)).toEqual(['Walkers']);
    expect(steps.discover).toEqual([]);
  });

  it("treats '%' and '_' in the search as plain characters", async () => {
    const { client } = await givenPerson(t);
    await givenGroup(client, { name: '100% committed' });
    await givenGroup(client, { name: '100 percent' });
    await givenGroup(client, { name: 'snake_case fans' });
    await givenGroup(client, { name: 'snakeXcase fans' });
    expect((await listGroups(client, '0%')).myGroups.map((group) => group.name)).toEqual(['100% committed']);
    expect((await listGroups(client, 'e_c')).myGroups.map((group) => group.name)).toEqual([
      'snake_case fans',
    ]);
  });

  it('lists everything for an empty search', async () => {
    const { client } = await givenPerson(t);
    await givenGroup(client, { name: 'One' });
    expect((await listGroups(client, '  ')).myGroups).toHaveLength(1);
  });

  it('needs a signed-in person', async () => {
    expect((await t.visitor().get('/api/groups')).status).toBe(401);
  });
});
