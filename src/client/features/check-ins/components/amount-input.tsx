import { useLingui } from '@lingui/react/macro';
import { NumberInput } from '@mantine/core';
import { amountGoalText } from '#shared/challenges/amount-texts';
import { type AmountGoal, UNIT_RULES } from '#shared/challenges/daily-goal';
import { numberSeparators } from '#client/i18n/formats';

/** The day's amount of an amount goal, in the unit's bounds and decimals, with the goal said under it. */
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
  const { max, decimals } = UNIT_RULES[goal.unit];
  const { thousand, decimal } = numberSeparators();
  return (
    <NumberInput
      label={t`The day's total`}
      description={amountGoalText(i18n, goal)}
      min={0}
      max={max}
      decimalScale={decimals}
      allowDecimal={decimals > 0}
      allowNegative={false}
      thousandSeparator={thousand}
      decimalSeparator={decimal}
      value={value}
      onChange={onChange}
    />
  );
}
