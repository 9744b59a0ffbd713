import { expect, test } from '@playwright/test';
import { givenChallenge, journeyDate, givenPerson } from './support/challenges';
import { pressAcrossLoad } from './support/press-across-load';

// product-rules.md#sharing share options and #sharing.
test('share a challenge: copy the link, sharer links, copy-then-open', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await givenPerson(page, 'sharer');
  const description = 'A'.repeat(90) + ' and then some more words that are not quoted';
  const challenge = await givenChallenge(page, { title: 'Share Me', description });
  await page.goto(`/challenge/${challenge.id}`);
  const origin = new URL(page.url()).origin;
  const link = `${origin}/join-challenge/${challenge.id}`;

  await page.getByRole('button', { name: 'Share Challenge' }).click();
  const popover = page.getByRole('dialog');
  await expect(popover.getByRole('textbox', { name: 'Challenge link' })).toHaveValue(link);

  await popover.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // the check mark goes back to the copy icon after 2 seconds (product-rules.md#display-formats-and-toasts)
  await expect(popover.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4000 });

  const message = `Join me in the "Share Me" challenge on HabitSprint! ${description.slice(0, 100)}...`;
  const facebook = popover.getByRole('link', { name: /Facebook/ });
  await expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}&quote=${encodeURIComponent(message)}`,
  );
  await expect(facebook).toHaveAttribute('target', '_blank');
  await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(popover.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`,
  );
  await expect(popover.getByRole('link', { name: /SMS/ })).toHaveAttribute(
    'href',
    `sms:?&body=${encodeURIComponent(`${message} ${link}`)}`,
  );

  // Instagram: the message is copied, then the site opens in a new tab
  // the popup is a page of its own: route it on the context, so the test never leaves the machine
  await context.route('https://www.instagram.com/**', (route) => route.fulfill({ body: 'instagram' }));
  const popup = page.waitForEvent('popup');
  await popover.getByRole('button', { name: 'Instagram' }).click();
  await expect(page.getByText('Message copied! Paste it in your Instagram post.')).toBeVisible();
  expect((await popup).url()).toBe('https://www.instagram.com/');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${message} ${link}`);

  await popover.getByRole('button', { name: 'WeChat' }).click();
  await expect(page.getByText('Message copied! Share it in WeChat.')).toBeVisible();
});

test('a completed challenge can no longer be shared', async ({ page }) => {
  await givenPerson(page, 'late-sharer');
  const challenge = await givenChallenge(page, {
    title: 'Long Over',
    startDate: journeyDate(-30),
    endDate: journeyDate(-17),
  });
  await page.goto(`/challenge/${challenge.id}`);
  await page.getByRole('button', { name: 'Share Challenge' }).click();
  await expect(page.getByText('Challenge Completed - Sharing is no longer available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
});

test("a tap on Share as the page opens is not lost when the popover's code lands", async ({ page }) => {
  await givenPerson(page, 'quick-sharer');
  const challenge = await givenChallenge(page, { title: 'Quick Share' });
  const share = page.getByRole('button', { name: 'Share Challenge' });
  await pressAcrossLoad(page, `/challenge/${challenge.id}`, share, /\/assets\/share-popover-[\w-]+\.js$/);
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Challenge link' })).toHaveValue(
    new RegExp(`/join-challenge/${challenge.id}$`),
  );
});
