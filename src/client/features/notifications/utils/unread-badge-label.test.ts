import { i18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bellLabel, unreadBadgeLabel } from './unread-badge-label';

describe('unreadBadgeLabel', () => {
  it('shows no badge when nothing is unread', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(-1)).toBeNull();
    expect(unreadBadgeLabel(Number.NaN)).toBeNull();
  });

  it('shows the count from 1 to 9', () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
  });

  it("shows '9+' above 9", () => {
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(250)).toBe('9+');
    expect(unreadBadgeLabel(Number.POSITIVE_INFINITY)).toBe('9+');
  });

  it('is at most two characters for any count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (count) => unreadBadgeLabel(count)!.length <= 2),
    );
  });

  it('names the bell with the whole unread count', () => {
    expect(bellLabel(0, i18n)).toBe('Notifications');
    expect(bellLabel(3, i18n)).toBe('Notifications, 3 unread');
    expect(bellLabel(12, i18n)).toBe('Notifications, 12 unread');
  });
});
