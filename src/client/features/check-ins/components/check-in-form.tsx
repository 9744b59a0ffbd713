import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { asksToConfirm, type CheckInAnswer, stepCountOf } from '../utils/check-in-answer';
import { StepCountConfirm } from './step-count-confirm';
import { StepCountInput } from './step-count-input';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import { AmountInput } from './amount-input';

interface CheckInFormProps {
  /** step challenges take a step count instead of met / missed */
  targetSteps: number | null;
  /** an amount goal's challenges take the day's amount instead of met / missed (decision 082) */
  amountGoal?: AmountGoal | null;
  initial?: { notes: string | null; stepCount: number | null; amount?: number | null };
  isSaving: boolean;
  onSave: (answer: CheckInAnswer) => void;
  onCancel?: () => void;
}

/**
 * Notes plus 'Met goal' / 'Missed goal', a typed step count for step challenges (product-rules.md#recording-a-check-in)
 * or the day's amount for an amount goal (decision 082).
 */
export function CheckInForm({
  targetSteps,
  amountGoal = null,
  initial,
  isSaving,
  onSave,
  onCancel,
}: CheckInFormProps) {
  const { t } = useLingui();
  const [amount, setAmount] = useState<number | string>(initial?.amount ?? '');
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [stepCount, setStepCount] = useState<number | string>(initial?.stepCount ?? '');
  const [pressed, setPressed] = useState<'met' | 'missed' | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const stepsRef = useRef<HTMLInputElement>(null);

  function save(answer: Omit<CheckInAnswer, 'notes'>, which: typeof pressed = null) {
    setPressed(which);
    onSave({ ...answer, notes });
  }

  return (
    <Stack gap="sm">
      {targetSteps !== null ? (
        <StepCountInput
          label={t`Steps`}
          description={t`Your target: ${plural(targetSteps, { one: '# steps', other: '# steps' })}. Health-app sync needs our mobile app, so on the web please enter your step count manually.`}
          value={stepCount}
          onChange={(value) => {
            setStepCount(value);
            setIsConfirming(false);
          }}
          ref={stepsRef}
        />
      ) : null}
      {amountGoal ? <AmountInput goal={amountGoal} value={amount} onChange={setAmount} /> : null}
      <Textarea
        label={t`Notes (optional)`}
        placeholder={t`How did it go?`}
        autosize
        minRows={2}
        maxLength={1000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      {isConfirming ? (
        <StepCountConfirm
          stepCount={stepCountOf(stepCount)}
          isSaving={isSaving}
          onConfirm={() => save({ stepCount: stepCountOf(stepCount), confirmStepCount: true })}
          onChange={() => {
            setIsConfirming(false);
            stepsRef.current?.focus();
          }}
        />
      ) : null}
      <Group gap="sm" justify="flex-end" hidden={isConfirming}>
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        {amountGoal ? (
          <Button
            onClick={() => typeof amount === 'number' && save({ amount })}
            disabled={typeof amount !== 'number'}
            loading={isSaving}
          >
            <Trans>Save</Trans>
          </Button>
        ) : targetSteps !== null ? (
          // product-rules.md#recording-a-check-in: text that is not a number counts as 0 steps
          <Button
            onClick={() => {
              const count = stepCountOf(stepCount);
              if (asksToConfirm(count, initial?.stepCount)) setIsConfirming(true);
              else save({ stepCount: count });
            }}
            loading={isSaving}
          >
            <Trans>Save steps</Trans>
          </Button>
        ) : (
          <>
            <Button
              color="red"
              variant="outline"
              leftSection={<IconX size={18} aria-hidden />}
              onClick={() => save({ met: false }, 'missed')}
              loading={isSaving && pressed === 'missed'}
              disabled={isSaving && pressed !== 'missed'}
            >
              <Trans>Missed goal</Trans>
            </Button>
            <Button
              color="teal.9"
              leftSection={<IconCheck size={18} aria-hidden />}
              onClick={() => save({ met: true }, 'met')}
              loading={isSaving && pressed === 'met'}
              disabled={isSaving && pressed !== 'met'}
            >
              <Trans>Met goal</Trans>
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
