import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { amountText } from '#shared/challenges/amount-texts';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import { roundedToUnit, UNIT_RULES } from '#shared/challenges/amount-units';
import { formatNumber } from '#client/i18n/formats';
import { TOUCH_TARGET } from '#client/lib/touch-target';

/**
 * The unit's quick steps (+5 pages, +1 glass: decision 082), each giving the day's new total — `total` plus the step,
 * within the unit's daily maximum — to `onStep`: the Today row saves it on the tap, the check-in card puts it in its
 * field.
 */
export function AmountQuickSteps({
  goal,
  total,
  disabled,
  onStep,
}: {
  goal: AmountGoal;
  /** the day's amount so far: null before any */
  total: number | null;
  disabled?: boolean;
  onStep: (newTotal: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { max, quickSteps } = UNIT_RULES[goal.unit];
  return (
    <Group gap={6} wrap="nowrap">
      {quickSteps.map((step) => {
        const amount = amountText(i18n, step, goal);
        const label = formatNumber(step);
        return (
          <Button
            key={step}
            h={TOUCH_TARGET}
            px="sm"
            variant="light"
            aria-label={t`Add ${amount}`}
            disabled={disabled}
            onClick={() => onStep(Math.min(max, roundedToUnit((total ?? 0) + step, goal.unit)))}
          >
            +{label}
          </Button>
        );
      })}
    </Group>
  );
}
