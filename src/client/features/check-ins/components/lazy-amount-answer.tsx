import { Skeleton } from '@mantine/core';
import { type ComponentProps, Suspense } from 'react';
import { lazyAfterPaint } from '#client/lib/lazy-after-paint';

const AmountAnswer = lazyAfterPaint(() =>
  import('./amount-answer').then(({ AmountAnswer }) => ({ default: AmountAnswer })),
);

/**
 * A day's amount (amount-answer.tsx), loaded when an amount goal's row is drawn: its number field brings Mantine's
 * number formatting, 9 KiB, that a dashboard without an amount goal never needs (decision 067, as the step count's).
 * Until then its place is held at the height of its field and buttons.
 */
export function LazyAmountAnswer(props: ComponentProps<typeof AmountAnswer>) {
  return (
    <Suspense fallback={<Skeleton height={94} radius="sm" aria-hidden />}>
      <AmountAnswer {...props} />
    </Suspense>
  );
}
