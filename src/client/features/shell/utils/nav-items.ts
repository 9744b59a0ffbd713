import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '#client/lib/paths';

export interface NavItem {
  label: MessageDescriptor;
  path: string;
  /** Highlighted only on its own path, never on the paths below it. */
  exact?: boolean;
}

/** The header navigation of product-rules.md#header-and-navigation, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: msg`Dashboard`, path: paths.dashboard(), exact: true },
  { label: msg`Challenges`, path: paths.challenges() },
  { label: msg`Groups`, path: paths.groups() },
  { label: msg`Feedback Forum`, path: paths.forum() },
  { label: msg`Profile`, path: paths.profile() },
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
