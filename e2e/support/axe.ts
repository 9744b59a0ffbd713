import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no CSS transition is running: axe measures colours as drawn, and a toast or dialog still fading in
 * reads as low contrast.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

/**
 * Runs axe-core on the settled page and fails on any violation of impact 'serious' or 'critical'. In axe's legacy
 * mode: the default opens a new page for every scan to merge the results of cross-origin frames, which our screens
 * do not have; that page cost half of each scan's time (decision record 022). Only violations are gathered whole:
 * axe otherwise builds a selector for every element that passed, which we never read (a third to a half of a scan's
 * time, decision 077); every rule still runs on every element.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        // e.g. "Element has insufficient color contrast of 3.2 (foreground color: #fff, background color: #40c057 …"
        const why = node.failureSummary?.split('\n').slice(1).join(' ').trim().slice(0, 200);
        return `${node.target.join(' ')}${why ? ` [${why}]` : ''}`;
      });
      return `${violation.id} (${violation.impact}): ${violation.help} — ${nodes.join(' | ')}`;
    });
  expect(blocking, `serious or critical accessibility violations on ${screen}`).toEqual([]);
}
