import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedGroup } from '#shared/groups/groups.types';
import type { NotificationList } from '#shared/notifications/notifications.types';
import { groupMembers, groups } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/groups', () => {
  it('makes the creator the admin of a public group by default, description empty as null', async () => {
    const { client, user } = await givenPerson(t, { name: 'Cleo Creator' });
    const response = await client.post('/api/groups', { name: '  Sugar Busters  ', description: '  ' });
    expect(response.status).toBe(201);
    const group = (await response.json()) as CreatedGroup;
    expect(group).toMatchObject({
      name: 'Sugar Busters',
      description: null,
      privacy: 'public',
      coverImage: null,
      memberCount: 1,
      createdBy: { id: user.id, name: 'Cleo Creator' },
      viewerRole: 'admin',
      canSeeContent: true,
    });
    expect(group).not.toHaveProperty('membersNotAdded');
  });

  it('adds the initial members once each, ignores the creator and tells each of them', async () => {
    const { client, user } = await givenPerson(t);
    const first = await givenPerson(t);
    const second = await givenPerson(t);
    const response = await client.post('/api/groups', {
      name: 'Walkers',
      privacy: 'private',
      memberIds: [first.user.id, second.user.id, first.user.id, user.id],
    });
    expect(response.status).toBe(201);
    const group = (await response.json()) as CreatedGroup;
    expect(group).toMatchObject({ memberCount: 3, privacy: 'private' });
    expect(group).not.toHaveProperty('membersNotAdded');

    const roles = await t.db
      .select({ userId: groupMembers.userId, role: groupMembers.role })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, group.id));
    expect(roles).toHaveLength(3);
    expect(roles).toEqual(
      expect.arrayContaining([
        { userId: user.id, role: 'admin' },
        { userId: first.user.id, role: 'member' },
        { userId: second.user.id, role: 'member' },
      ]),
    );

    const { notifications } = (await (
      await first.client.get('/api/notifications')
    ).json()) as NotificationList;
    expect(notifications).toEqual([
      expect.objectContaining({
        title: 'Added to Group',
        message: 'You have been added to the group "Walkers"',
        type: 'group_created',
        groupId: group.id,
      }),
    ]);
    const own = (await (await client.get('/api/notifications')).json()) as NotificationList;
    expect(own.notifications).toEqual([]);
  });

  it('creates the group without the unknown people and says how many were not added', async () => {
    const { client } = await givenPerson(t);
    const known = await givenPerson(t);
    const response = await client.post('/api/groups', {
      name: 'Partly',
      memberIds: [known.user.id, 'nobody-1', 'nobody-2'],
    });
    expect(response.status).toBe(201);
    expect((await response.json()) as CreatedGroup).toMatchObject({ memberCount: 2, membersNotAdded: 2 });
  });

  it.each([
    ['an empty name', { name: '' }, 'name', 'Group name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Group name is required'],
    ['a name over 100', { name: 'x'.repeat(101) }, 'name', 'Group name must be at most 100 characters.'],
    [
      'a description over 500',
      { name: 'Ok', description: 'x'.repeat(501) },
      'description',
      'Description must be at most 500 characters.',
    ],
  ])('refuses %s', async (_case, body, field, message) => {
    const { client } = await givenPerson(t);
    const before = await t.db.$count(groups);
    const response = await client.post('/api/groups', body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ message, fields: { [field]: message } });
    expect(await t.db.$count(groups)).toBe(before);
  });

  it('accepts a name of exactly 100 and a description of exactly 500 characters', async () => {
    const { client } = await givenPerson(t);
    const response = await client.post('/api/groups', {
      name: 'x'.repeat(100),
      description: 'y'.repeat(500),
    });
    expect(response.status).toBe(201);
  });

  it('needs a signed-in person', async () => {
    expect((await t.visitor().post('/api/groups', { name: 'Nope' })).status).toBe(401);
  });
});

describe('POST /api/groups rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => limited.close());

  it('refuses an eleventh group within the hour', async () => {
    const { client } = await givenPerson(limited);
    for (let index = 0; index < 10; index++) {
      expect((await client.post('/api/groups', { name: `Group ${index}` })).status).toBe(201);
    }
    const response = await client.post('/api/groups', { name: 'One too many' });
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toMatchObject({
      message: 'Too many groups created. Please wait a while before creating more.',
    });
    // counted per person: someone else may still create
    const { client: other } = await givenPerson(limited);
    expect((await other.post('/api/groups', { name: 'Mine' })).status).toBe(201);
  });
});
