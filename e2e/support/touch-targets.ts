import type { Page } from '@playwright/test';

/** The smallest a control may be on a touch screen, in CSS pixels (WCAG 2.5.5, Apple's and Android's guidance). */
export const MIN_TOUCH_TARGET = 44;

export interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible control of the page smaller than 44 × 44 px. Links inside a run of text are left out, as WCAG leaves
 * them out: their size is the sentence's.
 */
export async function smallTouchTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], input[type="checkbox"], input[type="radio"]',
    );
    const isInlineTextLink = (element: HTMLElement) =>
      element.tagName === 'A' && getComputedStyle(element).display === 'inline';
    const small: { name: string; width: number; height: number }[] = [];
    for (const element of controls) {
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.checkVisibility?.() === false) continue;
      if (isInlineTextLink(element)) continue;
      // a native checkbox or radio is drawn and hit through its label
      const hitBox =
        element instanceof HTMLInputElement && element.labels?.[0]
          ? element.labels[0].getBoundingClientRect()
          : box;
      if (hitBox.width >= minimum && hitBox.height >= minimum) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
      small.push({ name, width: Math.round(hitBox.width), height: Math.round(hitBox.height) });
    }
    return small;
  }, MIN_TOUCH_TARGET);
}
