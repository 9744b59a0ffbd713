import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import type { SubmittedFeedback } from '#shared/feedback/feedback.types';
import { SubmittedFeedbackCard } from './submitted-feedback-card';

/** Every submitted feedback, newest first (as the server sends it). */
export function SubmittedFeedbackList({ feedback }: { feedback: SubmittedFeedback[] }) {
  if (feedback.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text ta="center" c="dimmed">
          <Trans>No feedback has been submitted yet.</Trans>
        </Text>
      </Paper>
    );
  }
  return (
    <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {feedback.map((entry) => (
        <li key={entry.id}>
          <SubmittedFeedbackCard feedback={entry} />
        </li>
      ))}
    </Stack>
  );
}
