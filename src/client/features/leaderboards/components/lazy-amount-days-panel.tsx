import { Suspense } from 'react';
import { lazyAfterPaint } from '#client/lib/lazy-after-paint';

const AmountDaysPanel = lazyAfterPaint(() =>
  import('./amount-days-panel').then(({ AmountDaysPanel }) => ({ default: AmountDaysPanel })),
);

/**
 * 'Day by day' (amount-days-panel.tsx), loaded apart from the challenge page: only an amount goal's board draws its
 * charts, and the page's first screen needs none of them (decision 067, as the amount answer's).
 */
export function LazyAmountDaysPanel({ challengeId }: { challengeId: string }) {
  return (
    <Suspense fallback={null}>
      <AmountDaysPanel challengeId={challengeId} />
    </Suspense>
  );
}
