import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createContext, useContext, useEffect } from 'react';

/** The landing page's title (index.html's too): the product, for a search result or a bookmark of the site. */
export const PRODUCT_TITLE = msg`HabitSprint — build healthy habits with friends`;

/** What the browser tab, the history list and a screen reader call a screen: 'Groups · HabitSprint'. */
export function documentTitleFor(screen: string | undefined, i18n: I18n = activeI18n): string {
  return screen ? i18n._(msg`${screen} · HabitSprint`) : i18n._(PRODUCT_TITLE);
}

/** Set by the page frame (app/page-frame.tsx), which alone writes document.title. */
export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

/**
 * Names the screen after what it shows ('Sugar Free Sprint · HabitSprint') once it knows it; until then, and for
 * screens that never call this, the title in the route's handle (router.tsx) stands.
 */
export function usePageTitle(title: string | undefined): void {
  const setPageTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!title) return;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title, setPageTitle]);
}
