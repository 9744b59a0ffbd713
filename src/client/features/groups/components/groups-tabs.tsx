import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Tabs, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { GroupListItem, GroupLists } from '#shared/groups/groups.types';
import { PageLoader } from '#client/components/page-loader';
import { GroupGrid } from './group-grid';
import { GroupListCard } from './group-list-card';
import { EmptyCard } from '#client/components/empty-card';

export type GroupsTab = 'mine' | 'discover';
export const isGroupsTab = (value: string | null): value is GroupsTab =>
  value === 'mine' || value === 'discover';

interface GroupsTabsProps {
  tab: GroupsTab;
  onTabChange: (tab: GroupsTab) => void;
  /** undefined while loading */
  lists: GroupLists | undefined;
  /** why the lists could not be loaded, if they could not */
  failure: string | null;
  onRetry: () => void;
  /** the lists are narrowed by a search text */
  isSearching: boolean;
  onJoin: (group: GroupListItem) => void;
  /** the group whose join is on its way */
  joiningGroupId: string | null;
  /** the Create Group button of the empty 'My Groups' tab */
  createAction: ReactNode;
}

/** product-rules.md#groups: tabs 'My Groups (n)' and 'Discover (Top 10)', each a grid of cards. */
export function GroupsTabs(props: GroupsTabsProps) {
  const { t } = useLingui();
  const { tab, onTabChange, lists, failure, onRetry, isSearching, onJoin, joiningGroupId, createAction } =
    props;
  const content = (render: (lists: GroupLists) => ReactNode) =>
    failure ? (
      <EmptyCard
        text={failure}
        action={
          <Button onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        }
      />
    ) : lists ? (
      render(lists)
    ) : (
      <PageLoader label={t`Loading groups...`} />
    );

  const mineCount = lists?.myGroups.length;

  return (
    <Tabs value={tab} onChange={(value) => isGroupsTab(value) && onTabChange(value)} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="mine">
          {mineCount === undefined ? t`My Groups` : t`My Groups (${mineCount})`}
        </Tabs.Tab>
        <Tabs.Tab value="discover">
          <Trans>Discover (Top 10)</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="mine">
        {content(({ myGroups }) =>
          myGroups.length === 0 ? (
            isSearching ? (
              <EmptyCard text={t`None of your groups match your search.`} />
            ) : (
              <EmptyCard
                text={t`You haven't joined any groups yet. Create one, or find one to join under Discover.`}
                action={createAction}
              />
            )
          ) : (
            <GroupGrid>
              {myGroups.map((group) => (
                <GroupListCard key={group.id} group={group} headingOrder={2} showRole />
              ))}
            </GroupGrid>
          ),
        )}
      </Tabs.Panel>
      <Tabs.Panel value="discover">
        {content(({ discover }) =>
          discover.length === 0 ? (
            <EmptyCard
              text={
                isSearching
                  ? t`No public groups to discover match your search.`
                  : t`No public groups to discover right now: you're in all of them, or none exist yet.`
              }
            />
          ) : (
            <GroupGrid>
              {discover.map((group) => {
                const groupName = group.name;
                return (
                  <GroupListCard
                    key={group.id}
                    group={group}
                    headingOrder={2}
                    rank={group.rank}
                    action={
                      <Button
                        fullWidth
                        variant="light"
                        loading={joiningGroupId === group.id}
                        disabled={joiningGroupId !== null && joiningGroupId !== group.id}
                        onClick={() => onJoin(group)}
                      >
                        <Trans>
                          Join<VisuallyHidden> {groupName}</VisuallyHidden>
                        </Trans>
                      </Button>
                    }
                  />
                );
              })}
            </GroupGrid>
          ),
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
