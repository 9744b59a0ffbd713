import { Alert } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { answerLabel } from '../utils/answer-label';
import type { CheckInAnswer } from './check-in-form';

/**
 * The answer just tapped on the card, shown at once while the server has not answered (decision 065); the recorded
 * check-in replaces it, or the form comes back if the server refuses.
 */
export function AnswerOnItsWay({ answer }: { answer: Pick<CheckInAnswer, 'met' | 'stepCount'> }) {
  const isMissed = answer.met === false;
  const Icon = isMissed ? IconCircleX : IconCircleCheck;
  return (
    <Alert
      color={isMissed ? 'red' : 'teal'}
      variant="light"
      icon={<Icon aria-hidden />}
      title={answerLabel(answer)}
      role="status"
    >
      Saving…
    </Alert>
  );
}
