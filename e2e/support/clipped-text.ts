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
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (input.checkVisibility?.() === false || input.value !== '') continue;
      const style = getComputedStyle(input);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // a text area's placeholder wraps onto each of its rows
      const rows =
        input instanceof HTMLTextAreaElement
          ? Math.max(
              1,
              Math.floor(
                (input.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) /
                  parseFloat(style.lineHeight),
              ),
            )
          : 1;
      if (measure.measureText(input.placeholder).width > inner * rows + 1) clipped.push(input.placeholder);
    }
    return clipped;
  });
}

/**
 * The elements that reach past the right edge of the page (what makes it scroll sideways), deepest first, by tag,
 * class and the start of their text: the message of a failed check says where to look.
 */
export async function elementsWiderThanThePage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const tooWide = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 1 && element.checkVisibility?.() !== false,
    );
    return tooWide
      .filter((element) => !tooWide.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}"> ${(element.textContent ?? '').slice(0, 60)}`,
      );
  });
}
