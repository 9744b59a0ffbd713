import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useFocusHeadingOnNavigation } from '../hooks/use-focus-heading-on-navigation';
import { documentTitleFor, PageTitleContext } from '../hooks/use-page-title';

/** What a route may say about itself in router.tsx. */
export interface RouteHandle {
  /** the screen's name in the document title; none on the landing page, which carries the product's title */
  title?: MessageDescriptor;
  /** a signed-in screen that tells a visitor itself what to do (signed-in-layout.tsx) */
  openToVisitors?: boolean;
}

/**
 * Around every screen: the document title (the route's, or the page's own once it knows it, usePageTitle), focus
 * on the new screen's heading after a navigation, and the scroll position (top for a new screen, restored on Back).
 */
export function PageFrame() {
  const { i18n } = useLingui();
  const matches = useMatches();
  const routeTitle = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean);
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  useFocusHeadingOnNavigation();
  const title = documentTitleFor(pageTitle ?? (routeTitle && i18n._(routeTitle)), i18n);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <PageTitleContext.Provider value={setPageTitle}>
      <Outlet />
      <ScrollRestoration />
    </PageTitleContext.Provider>
  );
}
