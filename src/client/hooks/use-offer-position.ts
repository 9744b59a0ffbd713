import { useMatches } from '@mantine/core';

/** On a phone: clear of the tab bar and the home indicator, with a small gap. */
const ABOVE_TAB_BAR = 'calc(var(--tab-bar-height) + env(safe-area-inset-bottom) + 12px)';

/**
 * Where an offer beside the page sits (a non-modal Dialog asking one question: the push prompt, the install
 * invitation): at the bottom, above a phone's tab bar, while toasts own the top under the header
 * (`#client/lib/toast-placement.ts`, decision 061). The two zones never meet, so the toast of the moment an offer
 * opens (a check-in's milestone) never covers it. Offers are never open together (one question at a time).
 */
export function useOfferPosition() {
  const bottom = useMatches({
    base: ABOVE_TAB_BAR,
    sm: '16px',
  });
  return { bottom, left: 16 };
}
