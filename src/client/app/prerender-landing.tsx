import { renderToString } from 'react-dom/server';
import { LandingApp } from './landing-app';

/**
 * The landing page's HTML as a visitor first sees it (no session known yet, the demo video not loaded), rendered at
 * build time by scripts/prerender-landing-plugin.ts (decision 050).
 */
export function renderLandingPage(): string {
  return renderToString(<LandingApp />);
}
