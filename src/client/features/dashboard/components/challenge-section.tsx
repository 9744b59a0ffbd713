import { Anchor, Badge, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ChallengeSectionProps {
  title: string;
  count: number;
  emptyText: string;
  /** where 'View All' leads */
  viewAllTo: string;
  /** the cards, drawn when there are any */
  children: ReactNode;
}

/** A dashboard section (Active, Upcoming, Completed Challenges) with its count, 'View All' and empty card. */
export function ChallengeSection({ title, count, emptyText, viewAllTo, children }: ChallengeSectionProps) {
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
          View All
          <VisuallyHidden> {title}</VisuallyHidden>
        </Anchor>
      </Group>
      {count === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Text ta="center" c="dimmed">
            {emptyText}
          </Text>
        </Paper>
      ) : (
        children
      )}
    </section>
  );
}
