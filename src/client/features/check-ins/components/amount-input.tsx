import { useLingui } from '@lingui/react/macro';
import { NumberInput, Stack } from '@mantine/core';
import { amountGoalText } from '#shared/challenges/amount-texts';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import { amountNumberProps } from '#client/lib/amount-number-props';
import { AmountQuickSteps } from './amount-quick-steps';

/**
 * The day's amount of an amount goal, in the unit's bounds and decimals, with the goal said under it, and the unit's
 * quick steps adding to what the field holds.
 */
export function AmountInput({
  goal,
  value,
  onChange,
}: {
  goal: AmountGoal;
  value: number | string;
  onChange: (value: number | string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap={6}>
      <NumberInput
        label={t`The day's total`}
        description={amountGoalText(i18n, goal)}
        {...amountNumberProps(goal.unit)}
        value={value}
        onChange={onChange}
      />
      <AmountQuickSteps goal={goal} total={typeof value === 'number' ? value : null} onStep={onChange} />
    </Stack>
  );
}
