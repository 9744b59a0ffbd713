import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_PATH } from '#shared/account-export/account-export.types';
import { givenPerson } from '#server/testing/given';
import { errorOf } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { accountExportMessages, EXPORTS_PER_HOUR } from './account-export-messages';

// RATE_LIMIT_SCALE=1: the limit as production has it, per person (product-rules.md#your-data).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

describe('the export’s rate limit', () => {
  it('allows 3 downloads a person an hour, then refuses with 429 and says why; others and the next hour may', async () => {
    const { client } = await givenPerson(t);
    const { client: other } = await givenPerson(t);
    expect(EXPORTS_PER_HOUR).toBe(3);
    for (let downloads = 0; downloads < 3; downloads += 1) {
      const response = await client.get(ACCOUNT_EXPORT_PATH);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await client.get(ACCOUNT_EXPORT_PATH);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: accountExportMessages.limited });
    expect(accountExportMessages.limited).toBe(
      'You have downloaded your data several times in the last hour. Please wait an hour before downloading it again.',
    );

    // followed as a plain link, the refusal reads as a page
    const asPage = await client.get(ACCOUNT_EXPORT_PATH, { 'sec-fetch-mode': 'navigate' });
    expect(asPage.status).toBe(429);
    expect(asPage.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await asPage.text()).toBe(accountExportMessages.limited);

    const others = await other.get(ACCOUNT_EXPORT_PATH);
    expect(others.status).toBe(200);
    await others.arrayBuffer();

    t.clock.advanceDays(1 / 24 + 1 / (24 * 60));
    const later = await client.get(ACCOUNT_EXPORT_PATH);
    expect(later.status).toBe(200);
    await later.arrayBuffer();
  });
});
