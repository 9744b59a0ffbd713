import { Trans, useLingui } from '@lingui/react/macro';
import { Button, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { amountAgainstTarget, amountText } from '#shared/challenges/amount-texts';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import { amountNumberProps } from '#client/lib/amount-number-props';
import { TOUCH_TARGET } from '#client/lib/touch-target';
import { AmountQuickSteps } from './amount-quick-steps';

/**
 * A day's amount (decision 082): the total so far against the target ('12 of 20 pages'), quick steps that add to it
 * on one tap (+5 pages), and the day's total typed at once. Each saves the day's new total.
 */
export function AmountAnswer({
  goal,
  total,
  isSaving,
  onSave,
  isFocusedOnShow = false,
}: {
  goal: AmountGoal;
  /** the day's amount so far: null before any */
  total: number | null;
  isSaving: boolean;
  /** opened from a reminder's 'Log…' (issue 28): the field takes the focus as it is drawn */
  isFocusedOnShow?: boolean;
  onSave: (total: number) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState<number | string>('');
  const target = amountText(i18n, goal.target, goal);
  const typedTotal = typeof typed === 'number' ? typed : null;
  return (
    <Stack gap={6}>
      {total !== null ? (
        // announced as it changes: a quick step saves without a toast
        <Text size="sm" fw={600} aria-live="polite">
          {amountAgainstTarget(i18n, total, goal)}
        </Text>
      ) : null}
      <AmountQuickSteps
        goal={goal}
        total={total}
        disabled={isSaving}
        onStep={(newTotal) => void onSave(newTotal)}
      />
      {/* the day's total typed at once, side by side with its button where the row is wide enough */}
      <SimpleGrid type="container" cols={{ base: 1, '270px': 2 }} spacing="xs">
        <NumberInput
          aria-label={t`The day's total`}
          autoFocus={isFocusedOnShow}
          placeholder={total === null ? target : t`New total`}
          {...amountNumberProps(goal.unit)}
          // the spin buttons would be far below 44 px: typing is the way on a phone
          hideControls
          value={typed}
          onChange={setTyped}
          styles={{ input: { minHeight: TOUCH_TARGET } }}
        />
        <Button
          h={TOUCH_TARGET}
          loading={isSaving}
          disabled={typedTotal === null}
          onClick={() => {
            if (typedTotal === null) return;
            setTyped('');
            void onSave(typedTotal);
          }}
        >
          <Trans>Save total</Trans>
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
