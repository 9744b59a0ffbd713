import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShownOfCount } from '#client/components/shown-of-count';

interface ChallengeSectionProps {
  title: string;
  /** how many the person has: every one, not only those shown */
  count: number;
  /** how many cards the section draws (the dashboard's bounded glance, decision 066) */
  shownCount: number;
  emptyText: string;
  /** where 'View All' leads */
  viewAllTo: string;
  /** the cards, drawn when there are any */
  children: ReactNode;
}

/**
 * A dashboard section (Active, Upcoming, Completed Challenges) with its count, 'View All' and empty card; when it
 * shows fewer cards than the count, a line under them says so and leads to all of them.
 */
export function ChallengeSection({
  title,
  count,
  shownCount,
  emptyText,
  viewAllTo,
  children,
}: ChallengeSectionProps) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="center" mb="md" gap="sm" wrap="nowrap">
        <Group gap="xs" align="center" wrap="nowrap">
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={headingId}>
            {title}
          </Title>
          <Badge variant="filled" color="gray">
            {count}
          </Badge>
        </Group>
        <Anchor component={Link} to={viewAllTo} fw={600} size="sm">
          <Trans>
            View All<VisuallyHidden> {title}</VisuallyHidden>
          </Trans>
        </Anchor>
      </Group>
      {count === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text ta="center" c="dimmed">
            {emptyText}
          </Text>
        </Paper>
      ) : (
        <>
          {children}
          {shownCount < count && (
            <ShownOfCount shown={shownCount} count={count} to={viewAllTo} label={title} />
          )}
        </>
      )}
    </section>
  );
}
