import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS, type NavItem } from './nav-items';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const labelOf = (candidate: NavItem) => english._(candidate.label);
const item = (label: string): NavItem => NAV_ITEMS.find((candidate) => labelOf(candidate) === label)!;
const activeLabels = (pathname: string) =>
  NAV_ITEMS.filter((candidate) => isNavItemActive(candidate, pathname)).map(labelOf);

describe('NAV_ITEMS', () => {
  it('lists the header navigation of the spec, in order', () => {
    expect(NAV_ITEMS.map(({ label, path }) => `${english._(label)} ${path}`)).toEqual([
      'Dashboard /dashboard',
      'Challenges /challenges',
      'Groups /groups',
      'Feedback Forum /feedback-forum',
      'Profile /profile',
    ]);
  });
});

describe('isNavItemActive', () => {
  it('highlights an item on its own path', () => {
    expect(activeLabels('/dashboard')).toEqual(['Dashboard']);
    expect(activeLabels('/challenges')).toEqual(['Challenges']);
    expect(activeLabels('/groups')).toEqual(['Groups']);
    expect(activeLabels('/feedback-forum')).toEqual(['Feedback Forum']);
    expect(activeLabels('/profile')).toEqual(['Profile']);
  });

  it('highlights an item on the paths below it', () => {
    expect(activeLabels('/challenges/create')).toEqual(['Challenges']);
    expect(activeLabels('/groups/42')).toEqual(['Groups']);
    expect(activeLabels('/feedback-forum/post/7')).toEqual(['Feedback Forum']);
    expect(activeLabels('/feedback-forum/new')).toEqual(['Feedback Forum']);
  });

  it('matches Dashboard exactly only', () => {
    expect(isNavItemActive(item('Dashboard'), '/dashboard')).toBe(true);
    expect(isNavItemActive(item('Dashboard'), '/dashboard/anything')).toBe(false);
  });

  it('does not highlight an item for a path that merely shares its first letters', () => {
    expect(activeLabels('/challenge/123')).toEqual([]);
    expect(activeLabels('/groupsandmore')).toEqual([]);
    expect(activeLabels('/profiles')).toEqual([]);
  });

  it('highlights nothing on pages outside the navigation', () => {
    expect(activeLabels('/create')).toEqual([]);
    expect(activeLabels('/search-users')).toEqual([]);
    expect(activeLabels('/')).toEqual([]);
  });

  it('ignores a trailing slash', () => {
    expect(activeLabels('/dashboard/')).toEqual(['Dashboard']);
    expect(activeLabels('/groups/')).toEqual(['Groups']);
  });
});
