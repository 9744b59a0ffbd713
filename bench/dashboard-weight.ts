import { chromium, type Browser } from '@playwright/test';
import { BENCH_BROWSER_OPTIONS, signUpWithChallenge } from './browser-person';

/** The budget of issue 24: JavaScript transferred before the signed-in dashboard is usable. */
export const DASHBOARD_JS_BUDGET_BYTES = 200 * 1024;

export interface DashboardWeight {
  /** bytes on the wire (compressed as served to Chromium), by file */
  byFile: Array<{ file: string; bytes: number }>;
  totalBytes: number;
}

/**
 * The JavaScript a signed-in person's browser asks for from opening /dashboard until its first check-in button is on
 * the page (the dashboard is usable), each file as the server compressed it for Chromium. Measured in a real browser,
 * because the router loads a route's chunks at run time; what the page asks for after that moment (the template
 * carousel, the service worker) is not counted.
 */
export async function dashboardJavaScriptWeight(origin: string): Promise<DashboardWeight> {
  const browser: Browser = await chromium.launch(BENCH_BROWSER_OPTIONS);
  try {
    const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signUpWithChallenge(page, origin);
    // the moment the first check-in button is added to the page, from the page's own clock
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const button = [...document.querySelectorAll('button')].find((b) =>
          b.textContent?.includes('Met goal'),
        );
        if (!button) return;
        (window as unknown as { usableAt: number }).usableAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/dashboard');
    await page.waitForFunction(() => 'usableAt' in window);
    const byFile = await page.evaluate(() => {
      const usableAt = (window as unknown as { usableAt: number }).usableAt;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= usableAt)
        .map((entry) => ({ file: new URL(entry.name).pathname, bytes: entry.encodedBodySize }));
    });
    byFile.sort((a, b) => b.bytes - a.bytes);
    return { byFile, totalBytes: byFile.reduce((sum, { bytes }) => sum + bytes, 0) };
  } finally {
    await browser.close();
  }
}
