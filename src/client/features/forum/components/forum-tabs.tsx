import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { FORUM_TABS } from '#shared/forum/forum.schemas';
import type { ForumTab } from '../utils/forum-tab';
import { ForumPostList } from './forum-post-list';

/**
 * product-rules.md#feedback-forum: tabs All, Bugs, Features, Q&A and Feedback; only the open tab's list is loaded.
 */
export function ForumTabs({ tab, onTabChange }: { tab: ForumTab; onTabChange: (value: string) => void }) {
  const { i18n } = useLingui();
  return (
    <Tabs value={tab.value} onChange={(value) => value && onTabChange(value)} keepMounted={false}>
      {/* five tabs on one line at 390 px: a little less padding, and a scroll rather than a second row */}
      <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {FORUM_TABS.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value} px="sm" style={{ flexShrink: 0 }}>
            {i18n._(label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {FORUM_TABS.map(({ value, category }) => (
        <Tabs.Panel key={value} value={value}>
          <ForumPostList category={category} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
