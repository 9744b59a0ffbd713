import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { answerLabel } from '../utils/answer-label';
import type { CheckInAnswer } from '../utils/check-in-answer';

/**
 * The answer just tapped on the card, shown at once while the server has not answered (decision 065); the recorded
 * check-in replaces it, or the form comes back if the server refuses.
 */
export function AnswerOnItsWay({ answer }: { answer: Pick<CheckInAnswer, 'met' | 'stepCount'> }) {
  const { i18n } = useLingui();
  const isMissed = answer.met === false;
  const Icon = isMissed ? IconCircleX : IconCircleCheck;
  return (
    <Alert
      color={isMissed ? 'red' : 'teal'}
      variant="light"
      icon={<Icon aria-hidden />}
      title={answerLabel(i18n, answer)}
      // the light teal's own text shade is below 4.5:1 on its background: the title in the text colour
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      role="status"
    >
      <Trans>Saving…</Trans>
    </Alert>
  );
}
