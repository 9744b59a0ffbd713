import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { formatNumber } from '#client/i18n/formats';
import { TOUCH_TARGET } from '#client/lib/touch-target';
import { asksToConfirm, stepCountOf } from '../utils/check-in-answer';
import { StepCountConfirm } from './step-count-confirm';
import { StepCountNumberInput } from './step-count-number-input';

/** A step challenge's count and 'Save steps', as on the check-in card (text that is not a number counts as 0). */
export function StepAnswer({
  targetSteps,
  isSaving,
  onSave,
  isFocusedOnShow = false,
}: {
  targetSteps: number;
  isSaving: boolean;
  /** opened from a reminder's 'Log…' (issue 28): the field takes the focus as it is drawn */
  isFocusedOnShow?: boolean;
  onSave: (answer: { stepCount: number; confirmStepCount?: boolean }) => Promise<void>;
}) {
  const { t } = useLingui();
  const [stepCount, setStepCount] = useState<number | string>('');
  const [isConfirming, setIsConfirming] = useState(false);
  const goal = formatNumber(targetSteps);
  if (isConfirming) {
    // above the plausible bound the count is saved only on the person's word (decision 040)
    return (
      <StepCountConfirm
        stepCount={stepCountOf(stepCount)}
        isSaving={isSaving}
        onConfirm={() => void onSave({ stepCount: stepCountOf(stepCount), confirmStepCount: true })}
        onChange={() => setIsConfirming(false)}
      />
    );
  }
  return (
    // the count and 'Save steps' side by side, stacked where the row is too narrow for both beside 'Rest day'
    <SimpleGrid type="container" cols={{ base: 1, '270px': 2 }} spacing="xs">
      <StepCountNumberInput
        aria-label={t`Steps`}
        autoFocus={isFocusedOnShow}
        // the field is named 'Steps'; the placeholder only says the goal
        placeholder={t`Goal ${goal}`}
        // the spin buttons would be far below 44 px: typing is the way on a phone
        hideControls
        value={stepCount}
        onChange={setStepCount}
        styles={{ input: { minHeight: TOUCH_TARGET } }}
      />
      <Button
        h={TOUCH_TARGET}
        loading={isSaving}
        onClick={() => {
          const count = stepCountOf(stepCount);
          if (asksToConfirm(count)) setIsConfirming(true);
          else void onSave({ stepCount: count });
        }}
      >
        <Trans>Save steps</Trans>
      </Button>
    </SimpleGrid>
  );
}
