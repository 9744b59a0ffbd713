import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title, type TitleOrder, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GroupListItem } from '#shared/groups/groups.types';
import { formatListDate } from '#client/i18n/formats';
import { memberCountLabel } from '#shared/domain/count-labels';
import { GroupCover } from './group-cover';
import classes from '#client/components/link-card.module.css';
import { GroupPrivacyBadge } from './group-privacy-badge';
import { GroupRoleBadge } from './group-role-badge';
import { paths } from '#client/lib/paths';

interface GroupListCardProps {
  group: GroupListItem;
  headingOrder?: TitleOrder;
  /** Discover: the group's place in the top 10; the first three carry a badge */
  rank?: number;
  /** My Groups: the viewer's role */
  showRole?: boolean;
  /** Discover: the Join button */
  action?: ReactNode;
}

/**
 * One group in the lists (product-rules.md#groups): cover, name, privacy, two lines of description, member count and
 * created date; a click anywhere opens the group.
 */
export function GroupListCard({ group, headingOrder = 3, rank, showRole, action }: GroupListCardProps) {
  const { i18n } = useLingui();
  const date = formatListDate(group.createdAt);
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" className={classes.card}>
      <Card.Section pos="relative">
        {/* decorative here: the name is the card's title */}
        <GroupCover src={group.coverImage} alt="" height={110} />
        {rank !== undefined && rank <= 3 && (
          <Badge variant="filled" color="yellow.4" autoContrast size="lg" pos="absolute" top={8} left={8}>
            <Trans>
              <VisuallyHidden>Rank </VisuallyHidden>#{rank}
            </Trans>
          </Badge>
        )}
      </Card.Section>
      <Stack gap="sm" mt="md" h="100%">
        <Group gap="xs">
          <GroupPrivacyBadge privacy={group.privacy} />
          {showRole && group.viewerRole && <GroupRoleBadge role={group.viewerRole} />}
        </Group>
        <div>
          <Title order={headingOrder} fz="lg" lineClamp={2}>
            <Link to={paths.group(group.id)} className={classes.link}>
              {group.name}
            </Link>
          </Title>
          {group.description && (
            <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
              {group.description}
            </Text>
          )}
        </div>
        <Group justify="space-between" gap="xs" mt="auto">
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {memberCountLabel(i18n, group.memberCount)}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              <Trans>Created {date}</Trans>
            </Text>
          </Group>
        </Group>
        {action && <div className={classes.above}>{action}</div>}
      </Stack>
    </Card>
  );
}
