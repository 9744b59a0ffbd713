import { i18n, type Messages } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { type Locale, SOURCE_LOCALE } from '#shared/i18n/locales';
import { LandingApp } from './landing-app';

/**
 * The landing page's HTML as a visitor first sees it (no session known yet, the demo video not loaded), in `locale`,
 * rendered at build time by scripts/prerender-landing-plugin.ts (decision 050): one page per language, the server
 * answers with the one its visitor reads (decision 079).
 */
export function renderLandingPage(locale: Locale = SOURCE_LOCALE, messages: Messages = {}): string {
  i18n.loadAndActivate({ locale, messages });
  return renderToString(<LandingApp />);
}
