import { type NumberInputProps, Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyAfterPaint } from '#client/lib/lazy-after-paint';

const StepCountNumberInput = lazyAfterPaint(() =>
  import('./step-count-number-input').then(({ StepCountNumberInput }) => ({ default: StepCountNumberInput })),
);

/**
 * A day's step count (step-count-number-input.tsx), loaded when a step challenge's row is drawn: Mantine's NumberInput
 * brings its number formatting, 9 KiB, that a dashboard without a step challenge never needs (decision 067). Until
 * then the field's place is held at its height.
 */
export function StepCountInput(props: Omit<NumberInputProps, 'min' | 'max' | 'step'>) {
  return (
    <Suspense fallback={<Skeleton height={44} radius="sm" aria-hidden />}>
      <StepCountNumberInput {...props} />
    </Suspense>
  );
}
