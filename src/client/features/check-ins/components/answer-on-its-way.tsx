import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { answerLabel } from '../utils/answer-label';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import type { CheckInAnswer } from '../utils/check-in-answer';

/**
 * The answer just tapped on the card, shown at once while the server has not answered (decision 065); the recorded
 * check-in replaces it, or the form comes back if the server refuses.
 */
export function AnswerOnItsWay({
  answer,
  goal = null,
}: {
  answer: Pick<CheckInAnswer, 'met' | 'stepCount' | 'amount'>;
  /** an amount goal's, to say the amount with its unit */
  goal?: AmountGoal | null;
}) {
  const { i18n } = useLingui();
  const isMissed = answer.met === false;
  const Icon = isMissed ? IconCircleX : IconCircleCheck;
  return (
    <Alert
      color={isMissed ? 'red' : 'teal'}
      variant="light"
      icon={<Icon aria-hidden />}
      title={answerLabel(i18n, answer, goal)}
      // the light teal's own text shade is below 4.5:1 on its background: the title in the text colour
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      role="status"
    >
      <Trans>Saving…</Trans>
    </Alert>
  );
}
