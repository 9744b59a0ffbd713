import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FEEDBACK_CATEGORY_LABELS, type FeedbackCategory } from '#shared/feedback/feedback.schemas';
import type { SubmittedFeedback } from '#shared/feedback/feedback.types';
import { formatListDate } from '#client/i18n/formats';
import { RatingStars } from './rating-stars';

// Filled in dark shades: white text keeps 4.5:1 in both colour schemes.
const categoryColors: Record<FeedbackCategory, string> = {
  feature: 'indigo.8',
  bug: 'red.9',
  general: 'teal.9',
};

/** One submitted feedback for administrators: when, category, rating, title, description and who sent it. */
export function SubmittedFeedbackCard({ feedback }: { feedback: SubmittedFeedback }) {
  const { i18n } = useLingui();
  const { name, email } = feedback.author;
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" style={{ rowGap: 6 }}>
          <Group gap="sm" style={{ rowGap: 6 }}>
            <Badge variant="filled" color={categoryColors[feedback.category]}>
              {i18n._(FEEDBACK_CATEGORY_LABELS[feedback.category])}
            </Badge>
            <RatingStars rating={feedback.rating} />
          </Group>
          <Text component="time" dateTime={feedback.createdAt} size="sm" c="dimmed">
            {formatListDate(feedback.createdAt)}
          </Text>
        </Group>
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {feedback.title}
        </Title>
        {feedback.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {feedback.description}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            From {name} (
            <Anchor href={`mailto:${email}`} size="sm" inherit>
              {email}
            </Anchor>
            )
          </Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
