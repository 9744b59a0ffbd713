import { Trans } from '@lingui/react/macro';
import { Container, Stack, Tabs } from '@mantine/core';
import { IconMessages, IconTrophy, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTabParam } from '#client/hooks/use-tab-param';
import type { GroupChallenge, GroupDetail } from '#shared/groups/groups.types';
import type { MemberPicker } from './add-members-dialog';
import { GroupChallengesTab } from './group-challenges-tab';
import { GroupHeader } from './group-header';
import { MembersTab } from './members-tab';
import { PrivateGroupNotice } from './private-group-notice';

const TABS = ['posts', 'members', 'challenges'] as const;

interface GroupDetailViewProps {
  group: GroupDetail;
  viewerId: string;
  /** the Posts tab, from the group-posts feature */
  postsTab: ReactNode;
  memberPicker: MemberPicker;
  renderChallenges: (challenges: GroupChallenge[]) => ReactNode;
}

/**
 * The group page (product-rules.md#groups detail): the header, then the Posts, Members and Challenges tabs for a
 * public group or a member, else the private-group text. The open tab is kept in `?tab=` (useTabParam) so a link (or
 * returning from creating a challenge) can open it.
 */
export function GroupDetailView({
  group,
  viewerId,
  postsTab,
  memberPicker,
  renderChallenges,
}: GroupDetailViewProps) {
  const [tab, openTab] = useTabParam(TABS, 'posts');

  return (
    <Container size="lg" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <GroupHeader group={group} />
        {group.canSeeContent ? (
          <Tabs value={tab} onChange={openTab} keepMounted={false}>
            <Tabs.List mb="md" grow>
              <Tabs.Tab value="posts" leftSection={<IconMessages size={16} aria-hidden />}>
                <Trans>Posts</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="members" leftSection={<IconUsers size={16} aria-hidden />}>
                <Trans>Members</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="challenges" leftSection={<IconTrophy size={16} aria-hidden />}>
                <Trans>Challenges</Trans>
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="posts">{postsTab}</Tabs.Panel>
            <Tabs.Panel value="members">
              <MembersTab group={group} viewerId={viewerId} memberPicker={memberPicker} />
            </Tabs.Panel>
            <Tabs.Panel value="challenges">
              <GroupChallengesTab group={group} renderChallenges={renderChallenges} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <PrivateGroupNotice />
        )}
      </Stack>
    </Container>
  );
}
