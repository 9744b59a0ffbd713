import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface JoiningSummaryProps {
  /** what kind of thing it is: 'Challenge Invitation', 'Challenge', 'Group' */
  kind: string;
  /** who asks, in a sentence ('Olga invited you to join'); the title follows it */
  lead: string;
  title: string;
  description?: string | null;
  /** short facts under the description: dates, who organizes, members */
  facts?: ReactNode;
}

const SUMMARY_HEADING_ID = 'joining-summary-heading';

/**
 * Above the sign-up and sign-in forms of someone who came through an invitation or a share link: what they are
 * about to join and who asked, so the form is not a dead end that forgot why they came.
 */
export function JoiningSummary({ kind, lead, title, description, facts }: JoiningSummaryProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={SUMMARY_HEADING_ID}
      radius="md"
      p="md"
      bg="light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-6))"
    >
      <Stack gap={6}>
        <Badge variant="light" style={{ alignSelf: 'flex-start' }}>
          {kind}
        </Badge>
        <Text size="sm">{lead}</Text>
        <Title order={2} fz="lg" id={SUMMARY_HEADING_ID} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {description}
          </Text>
        )}
        {facts && <Stack gap={4}>{facts}</Stack>}
      </Stack>
    </Paper>
  );
}
