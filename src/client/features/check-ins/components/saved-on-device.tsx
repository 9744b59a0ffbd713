import { Alert } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { SAVED_ON_DEVICE_MESSAGE } from '../hooks/use-check-in-actions';
import type { CheckInAnswer } from './check-in-form';

/** A check-in kept on this device until the server can be reached (decision 030), as the card shows it. */
export function SavedOnDevice({ answer }: { answer: CheckInAnswer }) {
  const said =
    answer.stepCount !== undefined
      ? `${answer.stepCount.toLocaleString('en-US')} steps`
      : answer.met
        ? 'Met goal'
        : 'Missed goal';
  return (
    <Alert color="blue" variant="light" icon={<IconCloudUpload aria-hidden />} title={said} role="status">
      {SAVED_ON_DEVICE_MESSAGE}
    </Alert>
  );
}
