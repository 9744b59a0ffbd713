import { useSearchParams } from 'react-router';

/**
 * The open tab of a screen, kept in `?tab=` so a link can open any tab and Back returns to the tab shown before
 * (each switch is a history entry, as in the apps people know: GitHub's pull-request tabs, YouTube's channel tabs).
 * The default tab has no parameter; an unknown value opens the default. Switching keeps the scroll position.
 */
export function useTabParam<Tab extends string>(
  tabs: readonly Tab[],
  defaultTab: Tab,
): [Tab, (value: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);
  const requested = searchParams.get('tab');
  const tab = isTab(requested) ? requested : defaultTab;

  function openTab(value: string | null) {
    if (!isTab(value) || value === tab) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === defaultTab) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { preventScrollReset: true },
    );
  }
  return [tab, openTab];
}
