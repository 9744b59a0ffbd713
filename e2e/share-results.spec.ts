import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson, givenSomeoneElse } from './support/challenges';
import { givenAFinishedFortnight } from './support/finished-challenge';
import { DESKTOP, PHONE } from './support/pages';
import { SHOTS_DIR, screenshotsLightAndDark } from './support/screenshots';

// Decision 068: a finished challenge's results shared as an image — to the share sheet where it takes files, else
// saved as a download.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface SharedFile {
  name: string;
  type: string;
  head: number[];
}

/** A phone's share sheet that takes files, standing in for the real one: it keeps what it was handed. */
async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { sharedFiles: shared });
    Object.assign(navigator, {
      canShare: (data: ShareData) => Array.isArray(data.files) && data.files.length > 0,
      share: async (data: ShareData) => {
        for (const file of data.files ?? []) {
          const head = [...new Uint8Array(await file.slice(0, 8).arrayBuffer())];
          shared.push({ name: file.name, type: file.type, head });
        }
      },
    });
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`a participant shares the results as an image of the challenge at ${viewport.width} px`, async ({
    page,
  }) => {
    const organizer = await givenSomeoneElse('results-organizer');
    await stubShareSheet(page);
    await givenPerson(page, 'results-sharer');
    const challenge = await givenAFinishedFortnight(organizer, page);
    await organizer.request.dispose();

    await page.setViewportSize(viewport);
    await page.goto(`/challenge/${challenge.id}#results`);
    const results = page.getByRole('region', { name: 'Final results' });
    await expect(results.getByRole('list', { name: 'Podium' }).getByRole('listitem')).toHaveCount(2);
    const share = results.getByRole('button', { name: 'Share results' });
    await expect(share).toBeVisible();
    await expectNoSeriousA11yViolations(page, `results with Share results at ${viewport.width} px`);

    // one tap: the sheet gets a PNG named after the challenge
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedFiles: unknown[] }).sharedFiles.length))
      .toBe(1);
    const [file] = await page.evaluate(
      () => (window as unknown as { sharedFiles: SharedFile[] }).sharedFiles,
    );
    expect(file).toEqual({ name: 'morning-walk-sprint-results.png', type: 'image/png', head: PNG_SIGNATURE });

    if (SHOTS_DIR) {
      const image = await page.request.get(`/api/challenges/${challenge.id}/results/image.png`);
      const { writeFile } = await import('node:fs/promises');
      await writeFile(`${SHOTS_DIR}/results-image-${viewport.width}.png`, await image.body());
    }
    await screenshotsLightAndDark(page, `results-panel-${viewport.width}`, {
      element: results,
      inDark: () => expectNoSeriousA11yViolations(page, `results at ${viewport.width} px, dark`),
    });
  });
}

test('without a share sheet that takes files, Share results saves the image', async ({ page }) => {
  const organizer = await givenSomeoneElse('results-organizer');
  await givenPerson(page, 'results-saver');
  const challenge = await givenAFinishedFortnight(organizer, page);
  await organizer.request.dispose();

  await page.setViewportSize(DESKTOP);
  await page.goto(`/challenge/${challenge.id}#results`);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share results' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('morning-walk-sprint-results.png');
  await expect(page.getByText('Saved morning-walk-sprint-results.png')).toBeVisible();
});
