import { Alert } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { SAVED_ON_DEVICE_MESSAGE } from '../hooks/use-check-in-actions';
import { answerLabel } from '../utils/answer-label';
import type { CheckInAnswer } from '../utils/check-in-answer';

/** A check-in kept on this device until the server can be reached (decision 030), as the card shows it. */
export function SavedOnDevice({ answer }: { answer: CheckInAnswer }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconCloudUpload aria-hidden />}
      title={answerLabel(answer)}
      role="status"
    >
      {SAVED_ON_DEVICE_MESSAGE}
    </Alert>
  );
}
