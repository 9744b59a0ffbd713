import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { GroupRole } from '#shared/domain/group-roles';
import type { GroupMember } from '#shared/groups/groups.types';
import { ReportButton } from '#client/components/report/report-button';
import { UserAvatar } from '#client/components/user-avatar';
import { formatListDate } from '#client/i18n/formats';
import { GroupRoleBadge } from './group-role-badge';
import { MemberMenu } from './member-menu';

interface MemberRowProps {
  groupId: string;
  member: GroupMember;
  viewer: { userId: string; role: GroupRole | null };
  /** whether an admin stepping down would leave another admin in charge */
  hasOtherAdmin: boolean;
}

/**
 * One member: avatar, name, role badge, joined date, Report for others' profiles (decision 085), and the member menu
 * where the viewer may use one.
 */
export function MemberRow({ groupId, member, viewer, hasOtherAdmin }: MemberRowProps) {
  const date = formatListDate(member.joinedAt);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <UserAvatar name={member.name} image={member.avatar} />
        <div style={{ minWidth: 0 }}>
          {/* on a phone the badge goes under a long name rather than cutting it */}
          <Group gap="xs" style={{ rowGap: 2 }}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {member.name}
            </Text>
            <GroupRoleBadge role={member.role} />
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>Joined {date}</Trans>
          </Text>
        </div>
      </Group>
      <Group gap={4} wrap="nowrap">
        {member.id === viewer.userId ? null : <ReportButton target={{ kind: 'profile', id: member.id }} />}
        <MemberMenu groupId={groupId} member={member} viewer={viewer} hasOtherAdmin={hasOtherAdmin} />
      </Group>
    </Group>
  );
}
