import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { SAVED_ON_DEVICE_MESSAGE } from '../hooks/use-check-in-actions';
import { answerLabel } from '../utils/answer-label';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import type { CheckInAnswer } from '../utils/check-in-answer';

/** A check-in kept on this device until the server can be reached (decision 030), as the card shows it. */
export function SavedOnDevice({ answer, goal = null }: { answer: CheckInAnswer; goal?: AmountGoal | null }) {
  const { i18n } = useLingui();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconCloudUpload aria-hidden />}
      title={answerLabel(i18n, answer, goal)}
      role="status"
    >
      {i18n._(SAVED_ON_DEVICE_MESSAGE)}
    </Alert>
  );
}
