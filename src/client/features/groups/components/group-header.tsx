import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconCalendar, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { canEditGroup, canModerate } from '#shared/domain/group-roles';
import type { GroupDetail } from '#shared/groups/groups.types';
import { BackLink } from '#client/components/back-link';
import { Fact } from '#client/components/fact';
import { ReportButton } from '#client/components/report/report-button';
import { formatListDate } from '#client/i18n/formats';
import { memberCountLabel } from '#shared/domain/count-labels';
import { GroupAdminMenu } from './group-admin-menu';
import { GroupCover } from './group-cover';
import { GroupMembershipActions } from './group-membership-actions';
import { GroupPrivacyBadge } from './group-privacy-badge';
import { GroupRoleBadge } from './group-role-badge';
import { paths } from '#client/lib/paths';

/**
 * Cover, name, privacy and role badges, description, member count, created date (product-rules.md#groups detail), the
 * admin menu (Report for others, Moderation for its admins and moderators) and what the viewer can do about their
 * membership.
 */
export function GroupHeader({ group }: { group: GroupDetail }) {
  const { t, i18n } = useLingui();
  const name = group.name;
  const date = formatListDate(group.createdAt);
  return (
    <Stack gap="sm">
      <BackLink to={paths.groups()} label={t`Back to Groups`} />
      <Card withBorder radius="lg" padding={0}>
        <GroupCover
          src={group.coverImage}
          alt={t`Cover image of ${name}`}
          // the placeholder tells nothing: it takes less room than a picture
          height={group.coverImage ? { base: 150, sm: 240 } : { base: 96, sm: 140 }}
        />
        <Stack gap="sm" p={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={6} miw={0}>
              <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                {group.name}
              </Title>
              <Group gap="xs">
                <GroupPrivacyBadge privacy={group.privacy} />
                {group.viewerRole ? <GroupRoleBadge role={group.viewerRole} size="md" /> : null}
              </Group>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {canModerate(group.viewerRole) ? (
                <Button
                  component={Link}
                  to={paths.moderation(group.id)}
                  variant="default"
                  size="sm"
                  leftSection={<IconShieldCheck size={16} aria-hidden />}
                >
                  <Trans>Moderation</Trans>
                </Button>
              ) : null}
              {canEditGroup(group.viewerRole) ? (
                <GroupAdminMenu group={group} />
              ) : (
                <ReportButton target={{ kind: 'group', id: group.id }} />
              )}
            </Group>
          </Group>
          {group.description ? (
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{group.description}</Text>
          ) : null}
          <Group gap="lg">
            <Fact icon={<IconUsers size={16} aria-hidden />}>
              {memberCountLabel(i18n, group.memberCount)}
            </Fact>
            <Fact icon={<IconCalendar size={16} aria-hidden />}>
              <Trans>Created {date}</Trans>
            </Fact>
          </Group>
          <GroupMembershipActions group={group} />
        </Stack>
      </Card>
    </Stack>
  );
}
