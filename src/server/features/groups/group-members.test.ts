import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupMember, GroupPost } from '#shared/groups/groups.types';
import { groupMembers, notifications } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { onRealPostgres } from '#server/testing/test-database';
import { givenPerson, insertPerson } from '#server/testing/given';
import { givenGroupWithEveryRole, givenMember } from '#server/testing/fixtures/groups';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const membersPath = (groupId: string) => `/api/groups/${groupId}/members`;
const memberPath = (groupId: string, userId: string) => `/api/groups/${groupId}/members/${userId}`;

const roleOf = async (groupId: string, userId: string) => {
  const [row] = await t.db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row?.role ?? null;
};

describe('GET /api/groups/{id}/members', () => {
  it('lists a public group’s members in the order they joined, with roles, to anyone signed in', async () => {
    const { group, admin, moderator, member, outsider } = await givenGroupWithEveryRole(t);
    const response = await outsider.client.get(membersPath(group.id));
    expect(response.status).toBe(200);
    const members = (await response.json()) as GroupMember[];
    expect(members.map((m) => [m.id, m.name, m.role])).toEqual([
      [admin.user.id, 'Ada Admin', 'admin'],
      [moderator.user.id, 'Mona Moderator', 'moderator'],
      [member.user.id, 'Max Member', 'member'],
    ]);
    expect(members[0]).toMatchObject({ avatar: null, joinedAt: expect.any(String) });
  });

  it('shows a private group’s members to a member and answers 404 to an outsider and a visitor', async () => {
    const { group, member, outsider } = await givenGroupWithEveryRole(t, { privacy: 'private' });
    expect((await member.client.get(membersPath(group.id))).status).toBe(200);
    const refused = await outsider.client.get(membersPath(group.id));
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toMatchObject({ message: 'Group not found' });
    expect((await t.visitor().get(membersPath(group.id))).status).toBe(401);
  });

  it('answers 404 for an unknown or malformed group id', async () => {
    const { client } = await givenPerson(t);
    expect((await client.get(membersPath('7d1c2a3e-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await client.get(membersPath('not-a-uuid'))).status).toBe(404);
  });
});

describe('POST /api/groups/{id}/members', () => {
  it.each(['admin', 'moderator'] as const)('lets a %s add someone, who is told', async (role) => {
    const roles = await givenGroupWithEveryRole(t, { name: 'Step Counters' });
    const newcomer = await insertPerson(t.db, { name: 'Nia Newcomer' });
    const response = await roles[role].client.post(membersPath(roles.group.id), { userId: newcomer.id });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: newcomer.id, name: 'Nia Newcomer', role: 'member' });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, newcomer.id));
    expect(told).toEqual([
      expect.objectContaining({
        type: 'group_added',
        title: 'Added to Group',
        message: 'You have been added to the group "Step Counters"',
        groupId: roles.group.id,
      }),
    ]);
  });

  it('refuses a member (403) and an outsider of a public group (403), hides a private one (404)', async () => {
    const open = await givenGroupWithEveryRole(t);
    const newcomer = await insertPerson(t.db);
    for (const actor of [open.member, open.outsider]) {
      const response = await actor.client.post(membersPath(open.group.id), { userId: newcomer.id });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({
        message: 'Only group admins and moderators can add members.',
      });
    }
    const closed = await givenGroupWithEveryRole(t, { privacy: 'private' });
    const hidden = await closed.outsider.client.post(membersPath(closed.group.id), { userId: newcomer.id });
    expect(hidden.status).toBe(404);
    expect(await roleOf(open.group.id, newcomer.id)).toBeNull();
  });

  it('answers 409 for someone already in and 404 for nobody', async () => {
    const { group, admin, member } = await givenGroupWithEveryRole(t);
    const again = await admin.client.post(membersPath(group.id), { userId: member.user.id });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ message: 'User is already a member of this group' });
    const nobody = await admin.client.post(membersPath(group.id), { userId: 'no-such-person' });
    expect(nobody.status).toBe(404);
    expect(await errorOf(nobody)).toMatchObject({ message: 'User not found' });
  });
});

describe('PATCH /api/groups/{id}/members/{userId}', () => {
  it('lets an admin set any role of a non-admin, a moderator set member or moderator', async () => {
    const { group, admin, moderator, member } = await givenGroupWithEveryRole(t);
    const promoted = await moderator.client.patch(memberPath(group.id, member.user.id), {
      role: 'moderator',
    });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ id: member.user.id, role: 'moderator' });
    const demoted = await moderator.client.patch(memberPath(group.id, member.user.id), { role: 'member' });
    expect(await demoted.json()).toMatchObject({ role: 'member' });
    const madeAdmin = await admin.client.patch(memberPath(group.id, member.user.id), { role: 'admin' });
    expect(madeAdmin.status).toBe(200);
    expect(await roleOf(group.id, member.user.id)).toBe('admin');
  });

  it('refuses a moderator making an admin, and anyone changing an admin or themselves', async () => {
    const { group, admin, moderator, member } = await givenGroupWithEveryRole(t);
    const cases = [
      [moderator, member, 'admin', 'Only group admins can make someone an admin.'],
      [moderator, admin, 'member', "An admin's role can only be changed by that admin."],
      [moderator, moderator, 'member', 'Only an admin can change their own role, to step down.'],
      [member, moderator, 'member', 'Only group admins and moderators can change member roles.'],
      [member, member, 'moderator', 'Only an admin can change their own role, to step down.'],
    ] as const;
    for (const [actor, target, role, message] of cases) {
      const response = await actor.client.patch(memberPath(group.id, target.user.id), { role });
      expect(response.status, message).toBe(403);
      expect(await errorOf(response)).toMatchObject({ message });
    }
    expect([await roleOf(group.id, moderator.user.id), await roleOf(group.id, member.user.id)]).toEqual([
      'moderator',
      'member',
    ]);
  });

  it('refuses an admin changing another admin', async () => {
    const { group, admin, member } = await givenGroupWithEveryRole(t);
    await admin.client.patch(memberPath(group.id, member.user.id), { role: 'admin' });
    const response = await member.client.patch(memberPath(group.id, admin.user.id), { role: 'member' });
    expect(response.status).toBe(403);
    expect(await roleOf(group.id, admin.user.id)).toBe('admin');
  });

  it('lets an admin step down while another admin remains, and refuses the last one (422)', async () => {
    const { group, admin, member } = await givenGroupWithEveryRole(t);
    const alone = await admin.client.patch(memberPath(group.id, admin.user.id), { role: 'moderator' });
    expect(alone.status).toBe(422);
    expect(await errorOf(alone)).toMatchObject({ message: 'A group needs at least one admin.' });
    await admin.client.patch(memberPath(group.id, member.user.id), { role: 'admin' });
    const stepped = await admin.client.patch(memberPath(group.id, admin.user.id), { role: 'moderator' });
    expect(stepped.status).toBe(200);
    expect(await stepped.json()).toMatchObject({ id: admin.user.id, role: 'moderator' });
  });

  it(`keeps one admin when every admin steps down at once${
    onRealPostgres() ? '' : ' (a real race only on PostgreSQL: TEST_DATABASE_URL)'
  }`, async () => {
    const { group, admin } = await givenGroupWithEveryRole(t);
    const others = await Promise.all(
      ['Ali', 'Bea', 'Cy', 'Di'].map((name) => givenMember(t, group.id, 'admin', `${name} Admin`)),
    );
    const admins = [admin, ...others];
    const responses = await Promise.all(
      admins.map((person) => person.client.patch(memberPath(group.id, person.user.id), { role: 'member' })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 422]);
    const remaining = await t.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.role, 'admin')));
    expect(remaining).toHaveLength(1);
  });

  it('answers 404 for someone not in the group and for an outsider of a private group', async () => {
    const { group, admin, outsider } = await givenGroupWithEveryRole(t, { privacy: 'private' });
    const notIn = await admin.client.patch(memberPath(group.id, outsider.user.id), { role: 'member' });
    expect(notIn.status).toBe(404);
    expect(await errorOf(notIn)).toMatchObject({ message: 'Member not found' });
    const hidden = await outsider.client.patch(memberPath(group.id, admin.user.id), { role: 'member' });
    expect(hidden.status).toBe(404);
    expect(await errorOf(hidden)).toMatchObject({ message: 'Group not found' });
  });

  it('refuses an unknown role (400)', async () => {
    const { group, admin, member } = await givenGroupWithEveryRole(t);
    expect((await admin.client.patch(memberPath(group.id, member.user.id), { role: 'owner' })).status).toBe(
      400,
    );
  });
});

describe('DELETE /api/groups/{id}/members/{userId}', () => {
  it.each(['admin', 'moderator'] as const)('lets a %s remove a member, whose posts stay', async (role) => {
    const roles = await givenGroupWithEveryRole(t);
    const form = new FormData();
    form.append('content', 'Day 3 and still no sugar');
    const posted = await roles.member.client.post(`/api/groups/${roles.group.id}/posts`, form);
    expect(posted.status).toBe(201);

    const response = await roles[role].client.delete(memberPath(roles.group.id, roles.member.user.id));
    expect(response.status).toBe(204);
    expect(await roleOf(roles.group.id, roles.member.user.id)).toBeNull();
    const posts = (await (
      await roles.admin.client.get(`/api/groups/${roles.group.id}/posts`)
    ).json()) as GroupPost[];
    expect(posts.map((post) => [post.author.id, post.content])).toEqual([
      [roles.member.user.id, 'Day 3 and still no sugar'],
    ]);
  });

  it('refuses a member, removing oneself and removing an admin', async () => {
    const { group, admin, moderator, member } = await givenGroupWithEveryRole(t);
    const cases = [
      [member, moderator, 'Only group admins and moderators can remove members.'],
      [moderator, moderator, 'You cannot remove yourself. Use Leave Group instead.'],
      [admin, admin, 'You cannot remove yourself. Use Leave Group instead.'],
      [moderator, admin, 'Group admins cannot be removed.'],
    ] as const;
    for (const [actor, target, message] of cases) {
      const response = await actor.client.delete(memberPath(group.id, target.user.id));
      expect(response.status, message).toBe(403);
      expect(await errorOf(response)).toMatchObject({ message });
    }
    expect(await roleOf(group.id, moderator.user.id)).toBe('moderator');
    expect(await roleOf(group.id, admin.user.id)).toBe('admin');
  });

  it('answers 404 for someone not in the group and for an outsider of a private group', async () => {
    const { group, admin, member, outsider } = await givenGroupWithEveryRole(t, { privacy: 'private' });
    expect((await admin.client.delete(memberPath(group.id, outsider.user.id))).status).toBe(404);
    expect((await outsider.client.delete(memberPath(group.id, member.user.id))).status).toBe(404);
    expect(await roleOf(group.id, member.user.id)).toBe('member');
  });
});
