import type { Page } from '@playwright/test';

/**
 * Button labels and input placeholders of the page that do not fit their box (cut off with no way to read the rest),
 * by their text. A label counts when its content is wider than its box; a placeholder when its text, measured in the
 * input's font, is wider than the input's inner width.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const measure = document.createElement('canvas').getContext('2d')!;
    const clipped: string[] = [];
    // a button's text sits in spans of its own (the one that hides what overflows is the one that is cut off)
    for (const label of document.querySelectorAll<HTMLElement>('button span, [role="button"] span')) {
      if (label.checkVisibility?.() === false || label.clientWidth === 0) continue;
      if (label.scrollWidth > label.clientWidth + 1) clipped.push(label.textContent ?? '');
    }
    for (const input of document.querySelectorAll<HTMLInputElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (input.checkVisibility?.() === false || input.value !== '') continue;
      const style = getComputedStyle(input);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.measureText(input.placeholder).width > inner + 1) clipped.push(input.placeholder);
    }
    return clipped;
  });
}
