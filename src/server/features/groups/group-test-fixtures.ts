import { and, eq } from 'drizzle-orm';
import type { GroupRole } from '../../../shared/domain/group-roles';
import type { CreateGroupInput } from '../../../shared/groups/groups.schemas';
import type { GroupDetail } from '../../../shared/groups/groups.types';
import { groupMembers } from '../../db/schema/social';
import { signedInPerson } from '../../testing/challenge-factories';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

// Groups for the tests of this folder: made through the API, because that is what they are about.

export const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;

/** A group made by `admin` through POST /api/groups. */
export async function givenGroup(
  admin: TestClient,
  input: Partial<CreateGroupInput> = {},
): Promise<GroupDetail> {
  const response = await admin.post('/api/groups', { name: 'Sugar Busters', ...input });
  if (response.status !== 201)
    throw new Error(`creating a group failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as GroupDetail;
}

/** A new signed-in person who joined the group (by link) and then was given `role`. */
export async function givenMember(
  t: TestApp,
  groupId: string,
  role: GroupRole = 'member',
  name = 'Mo Member',
) {
  const person = await signedInPerson(t, { name });
  const response = await person.client.post(`/api/groups/${groupId}/join`);
  if (response.status !== 200) throw new Error(`joining failed: ${response.status} ${await response.text()}`);
  if (role !== 'member') {
    await t.db
      .update(groupMembers)
      .set({ role })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, person.user.id)));
  }
  return person;
}

/** A group of each role and an outsider: the actors of every permission test. */
export async function givenGroupWithEveryRole(t: TestApp, input: Partial<CreateGroupInput> = {}) {
  const admin = await signedInPerson(t, { name: 'Ada Admin' });
  const group = await givenGroup(admin.client, input);
  const moderator = await givenMember(t, group.id, 'moderator', 'Mona Moderator');
  const member = await givenMember(t, group.id, 'member', 'Max Member');
  const outsider = await signedInPerson(t, { name: 'Otto Outsider' });
  return { group, admin, moderator, member, outsider };
}
