import { describe, expect, it } from 'vitest';
import { hasMemberActions, memberActions } from './member-actions';

const admin = { userId: 'a', role: 'admin' as const };
const moderator = { userId: 'm', role: 'moderator' as const };
const member = { userId: 'u', role: 'member' as const };

describe('memberActions', () => {
  it('lets an admin give a member any other role, admin included, and remove them', () => {
    expect(memberActions(admin, member, false)).toEqual({
      roles: ['moderator', 'admin'],
      canRemove: true,
      canStepDown: false,
    });
  });

  it('lets a moderator set member or moderator only, never admin', () => {
    expect(memberActions(moderator, member, false).roles).toEqual(['moderator']);
    expect(memberActions(moderator, { userId: 'm2', role: 'moderator' }, false).roles).toEqual(['member']);
  });

  it('offers nothing on an admin row, nor to a plain member, nor to an outsider', () => {
    expect(hasMemberActions(memberActions(moderator, { userId: 'a2', role: 'admin' }, true))).toBe(false);
    expect(hasMemberActions(memberActions(admin, { userId: 'a2', role: 'admin' }, true))).toBe(false);
    expect(hasMemberActions(memberActions(member, moderator, false))).toBe(false);
    expect(hasMemberActions(memberActions({ userId: 'x', role: null }, member, false))).toBe(false);
  });

  it("offers an admin's own row 'step down' only while another admin remains", () => {
    expect(memberActions(admin, admin, true)).toEqual({ roles: [], canRemove: false, canStepDown: true });
    expect(hasMemberActions(memberActions(admin, admin, false))).toBe(false);
    expect(hasMemberActions(memberActions(moderator, moderator, true))).toBe(false);
  });
});
