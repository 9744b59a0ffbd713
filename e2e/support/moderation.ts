import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { ReportInput } from '#shared/moderation/moderation.schemas';
import { appOrigin, type SignedIn } from './challenges';
import { givenAdmin, givenConfirmedAddress } from './forum';

/** Site administrators of the moderation journeys (ADMIN_EMAILS in playwright.config.ts), one per journey. */
export const MODERATION_ADMIN_EMAIL = 'moderation-admin@example.com';
export const SUSPEND_ADMIN_EMAIL = 'suspend-admin@example.com';
/** suspends from the instance page's people */
export const PEOPLE_ADMIN_EMAIL = 'people-admin@example.com';

/** A browser of its own for a confirmed site administrator, signed in, at 1280 px. */
export async function givenAdminBrowser(
  browser: Browser,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: appOrigin(), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await givenAdmin(page, email);
  await givenConfirmedAddress(page, email);
  return { context, page };
}

/** Reports content as the person `reporter` is signed in as, without the screen. */
export async function givenReport(reporter: SignedIn, input: ReportInput): Promise<void> {
  const response = await reporter.request.post(`${appOrigin()}/api/reports`, {
    headers: { origin: appOrigin() },
    data: input,
  });
  expect(response.status(), `report: ${await response.text()}`).toBe(201);
}

/** The report card of the moderation queue that shows `text`. */
export const reportCard = (page: Page, text: string) =>
  page.getByRole('article', { name: 'Report' }).filter({ hasText: text });
