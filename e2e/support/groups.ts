import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import type { GroupRole } from '#shared/domain/group-roles';
import type { CreateGroupInput } from '#shared/groups/groups.schemas';
import type { GroupDetail, GroupMember } from '#shared/groups/groups.types';
import { appOrigin, type SignedIn } from './challenges';

/** A word nobody else in the run uses, so a search for it finds only this journey's people and groups. */
export function uniqueWord(): string {
  const word = Array.from(randomBytes(8), (byte) => 'abcdefghijklmnopqrstuvwxyz'[byte % 26]).join('');
  return `${word[0]!.toUpperCase()}${word.slice(1)}`;
}

/** Creates a group as the person the page is signed in as (who becomes its admin). */
export async function givenGroup(page: SignedIn, input: CreateGroupInput): Promise<GroupDetail> {
  const response = await page.request.post(`${appOrigin()}/api/groups`, {
    headers: { origin: appOrigin() },
    data: input,
  });
  expect(response.status(), `create group: ${await response.text()}`).toBe(201);
  return (await response.json()) as GroupDetail;
}

/** Joins a group as the person the page is signed in as (role member). */
export async function givenJoinedGroup(page: SignedIn, groupId: string): Promise<void> {
  const response = await page.request.post(`${appOrigin()}/api/groups/${groupId}/join`, {
    headers: { origin: appOrigin() },
  });
  expect(response.ok(), `join group: ${await response.text()}`).toBe(true);
}

/** Gives the member called `memberName` a role, as the admin the page is signed in as. */
export async function givenMemberRole(
  page: SignedIn,
  groupId: string,
  memberName: string,
  role: GroupRole,
): Promise<void> {
  const members = await page.request.get(`${appOrigin()}/api/groups/${groupId}/members`);
  expect(members.ok(), `list members: ${await members.text()}`).toBe(true);
  const member = ((await members.json()) as GroupMember[]).find(({ name }) => name === memberName);
  if (!member) throw new Error(`${memberName} is not a member of group ${groupId}`);
  const response = await page.request.patch(`${appOrigin()}/api/groups/${groupId}/members/${member.id}`, {
    headers: { origin: appOrigin() },
    data: { role },
  });
  expect(response.ok(), `change role: ${await response.text()}`).toBe(true);
}
