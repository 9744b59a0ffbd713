import type { Locator, Page } from '@playwright/test';

/**
 * Opens `path` and presses `control` as soon as it shows, then lets go only once the lazily loaded code the control
 * leads to (`chunk`, the script's address) has arrived and the page has drawn what it brings: a person's tap at first
 * paint whose finger lifts as that code lands. The chunk is held back until the finger is down, so the press always
 * comes first, however fast the page goes idle.
 */
export async function pressAcrossLoad(page: Page, path: string, control: Locator, chunk: RegExp) {
  let fingerDown!: () => void;
  const isFingerDown = new Promise<void>((resolve) => (fingerDown = resolve));
  await page.route(chunk, async (route) => {
    await isFingerDown;
    await route.continue();
  });
  const arrived = page.waitForResponse(chunk);

  await page.goto(path);
  const box = (await control.boundingBox({ timeout: 15_000 }))!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  fingerDown();

  const script = (await arrived).url();
  // the script and everything it imports evaluated (the page's own import of it is the same module), then two frames
  // and a task for React to draw what it brings
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }, script);
  await page.mouse.up();
}
