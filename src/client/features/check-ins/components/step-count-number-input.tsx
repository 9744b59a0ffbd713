import { NumberInput, type NumberInputProps } from '@mantine/core';
import { MAX_STEP_COUNT } from '#shared/check-ins/check-in-limits';
import { numberSeparators } from '#client/i18n/formats';

/**
 * A day's step count as product-rules.md#recording-a-check-in bounds it: whole steps from 0 to 100,000, grouped by
 * thousands as the shown language groups them, stepping by 500. Out-of-range typing is held at the bounds as the person types (clampBehavior 'strict'),
 * so nothing is changed behind their back later. Loaded on demand by step-count-input.tsx.
 */
export function StepCountNumberInput(props: Omit<NumberInputProps, 'min' | 'max' | 'step'>) {
  const { thousand, decimal } = numberSeparators();
  return (
    <NumberInput
      min={0}
      max={MAX_STEP_COUNT}
      step={500}
      thousandSeparator={thousand}
      decimalSeparator={decimal}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      {...props}
    />
  );
}
