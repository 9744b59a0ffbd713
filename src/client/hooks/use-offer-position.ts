import { useMatches } from '@mantine/core';

/**
 * Where an offer beside the page sits (a non-modal Dialog asking one question: the push prompt, the install
 * invitation): at the bottom, above a phone's tab bar, while toasts own the top under the header
 * (`#client/lib/toast-placement.ts`, decision 061). The two zones never meet, so the toast of the moment an offer
 * opens (a check-in's milestone) never covers it. Offers are never open together (one question at a time).
 */
export function useOfferPosition() {
  const bottom = useMatches({
    base: 'calc(var(--tab-bar-height) + env(safe-area-inset-bottom) + 12px)',
    sm: '16px',
  });
  return { bottom, left: 16 };
}
