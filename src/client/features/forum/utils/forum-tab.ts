import { FORUM_TABS } from '#shared/forum/forum.schemas';

export type ForumTab = (typeof FORUM_TABS)[number];

/**
 * The tab a `?category=` value names; All for none or an unknown one (an old or mistyped link still opens the
 * forum).
 */
export function forumTabOf(value: string | null): ForumTab {
  return FORUM_TABS.find((tab) => tab.value === value) ?? FORUM_TABS[0];
}
