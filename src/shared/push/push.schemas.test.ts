import { describe, expect, it } from 'vitest';
import { pushKindOf, pushSettingsSchema } from './push.schemas';

describe('pushKindOf (decision 029)', () => {
  const of = (
    type: Parameters<typeof pushKindOf>[0]['type'],
    extra: { link?: string; challengeId?: string } = {},
  ) => pushKindOf({ type, challengeId: extra.challengeId ?? null, groupId: null, link: extra.link ?? null });

  it('maps every notification type of product-rules.md#notification-types onto a switch', () => {
    expect(of('reminder')).toBe('reminders');
    expect(of('invitation')).toBe('invitations');
    expect(of('group_added')).toBe('invitations');
    expect(of('group_created')).toBe('invitations');
    expect(of('result')).toBe('results');
    expect(of('update', { challengeId: 'c' })).toBe('groupActivity');
    expect(of('moderation')).toBe('groupActivity');
  });

  it('tells a forum reply from other updates by its link', () => {
    expect(of('update', { link: '/feedback-forum/post/p1' })).toBe('forumReplies');
    expect(of('update', { link: '/groups' })).toBe('groupActivity');
  });
});

describe('pushSettingsSchema', () => {
  it('takes quiet hours as a pair of distinct HH:mm times, or clears them together', () => {
    expect(pushSettingsSchema.safeParse({ quietStart: '22:00', quietEnd: '07:00' }).success).toBe(true);
    expect(pushSettingsSchema.safeParse({ quietStart: null, quietEnd: null }).success).toBe(true);
    expect(pushSettingsSchema.safeParse({ quietStart: '22:00', quietEnd: null }).success).toBe(false);
    expect(pushSettingsSchema.safeParse({ quietEnd: '07:00' }).success).toBe(false);
    expect(pushSettingsSchema.safeParse({ quietStart: '07:00', quietEnd: '07:00' }).success).toBe(false);
    expect(pushSettingsSchema.safeParse({ quietStart: '7:00', quietEnd: '08:00' }).success).toBe(false);
  });
});
