import { Skeleton } from '@mantine/core';
import { type ComponentProps, Suspense } from 'react';
import { lazyAfterPaint } from '#client/lib/lazy-after-paint';

// The Today row's number answers, each loaded when a row of its goal is drawn: their number field brings Mantine's
// number formatting, 9 KiB, that a dashboard without such a goal never needs (decision 067). Until then each place is
// held at the height of its field and buttons.

const AmountAnswer = lazyAfterPaint(() =>
  import('./amount-answer').then(({ AmountAnswer }) => ({ default: AmountAnswer })),
);

const StepAnswer = lazyAfterPaint(() =>
  import('./step-answer').then(({ StepAnswer }) => ({ default: StepAnswer })),
);

/** A day's amount (amount-answer.tsx, decision 082). */
export function LazyAmountAnswer(props: ComponentProps<typeof AmountAnswer>) {
  return (
    <Suspense fallback={<Skeleton height={94} radius="sm" aria-hidden />}>
      <AmountAnswer {...props} />
    </Suspense>
  );
}

/** A step challenge's count and 'Save steps' (step-answer.tsx). */
export function LazyStepAnswer(props: ComponentProps<typeof StepAnswer>) {
  return (
    <Suspense fallback={<Skeleton height={44} radius="sm" aria-hidden />}>
      <StepAnswer {...props} />
    </Suspense>
  );
}
