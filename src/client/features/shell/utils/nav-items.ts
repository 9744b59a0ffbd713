import { paths } from '#client/lib/paths';

export interface NavItem {
  label: string;
  path: string;
  /** Highlighted only on its own path, never on the paths below it. */
  exact?: boolean;
}

/** The header navigation of product-rules.md#header-and-navigation, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: paths.dashboard(), exact: true },
  { label: 'Challenges', path: paths.challenges() },
  { label: 'Groups', path: paths.groups() },
  { label: 'Feedback Forum', path: paths.forum() },
  { label: 'Profile', path: paths.profile() },
];

/**
 * product-rules.md#header-and-navigation: an item is current when the path equals its path or starts with it
 * (`/groups/42` is under Groups); Dashboard matches exactly only. A trailing slash does not change the page, so it is
 * ignored.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.path) return true;
  return !item.exact && path.startsWith(`${item.path}/`);
}
