import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconUser, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GroupCard } from '#shared/groups/groups.types';
import { Fact } from '#client/components/fact';
import { formatListDate } from '#client/i18n/formats';
import { memberCountLabel } from '#shared/domain/count-labels';
import { GroupCover } from './group-cover';
import { GroupPrivacyBadge } from './group-privacy-badge';
import { paths } from '#client/lib/paths';

interface JoinGroupCardProps {
  group: GroupCard;
  /** who created the group (the link names no sharer): null when unknown */
  createdByName: string | null;
  isMember: boolean;
  isJoining: boolean;
  onJoin: () => void;
}

/**
 * What a group's invite link shows (product-rules.md#groups): name, description, privacy, member count and
 * created date, and who created it; 'Join Group', or 'Go to Group' for a member; and 'Browse Other Groups'.
 */
export function JoinGroupCard({ group, createdByName, isMember, isJoining, onJoin }: JoinGroupCardProps) {
  const { t, i18n } = useLingui();
  const name = group.name;
  const date = formatListDate(group.createdAt);
  return (
    <Card withBorder radius="lg" padding="xl">
      <Card.Section>
        <GroupCover src={group.coverImage} alt={t`Cover image of ${name}`} height={160} />
      </Card.Section>
      <Stack gap="md" mt="lg">
        <GroupPrivacyBadge privacy={group.privacy} />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {group.name}
        </Title>
        {group.description && <Text style={{ whiteSpace: 'pre-line' }}>{group.description}</Text>}
        <Stack gap="xs">
          {createdByName && (
            <Fact icon={<IconUser size={18} aria-hidden />}>{t`Created by ${createdByName}`}</Fact>
          )}
          <Fact icon={<IconUsers size={18} aria-hidden />}>{memberCountLabel(i18n, group.memberCount)}</Fact>
          <Fact icon={<IconCalendar size={18} aria-hidden />}>
            <Trans>Created {date}</Trans>
          </Fact>
        </Stack>
        {isMember ? (
          <Button component={Link} to={paths.group(group.id)} size="md">
            <Trans>Go to Group</Trans>
          </Button>
        ) : (
          <Button size="md" onClick={onJoin} loading={isJoining}>
            <Trans>Join Group</Trans>
          </Button>
        )}
        <Button component={Link} to={paths.groups()} variant="default">
          <Trans>Browse Other Groups</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
