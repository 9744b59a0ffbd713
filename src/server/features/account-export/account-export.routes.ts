import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env';
import { documented, refusingAlsoAs } from '#server/lib/documented';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { accountExportMessages, EXPORTS_PER_HOUR } from './account-export-messages';
import { exportAccountData } from './account-export.service';

const exportLimit = hourlyLimitPerPerson('account-export', EXPORTS_PER_HOUR, accountExportMessages.limited);

/**
 * The download is a plain link (product-rules.md#your-data): when the browser navigates to it and it is refused (429,
 * 401), the person sees the refusal's sentence as a page, not the API's JSON.
 */
const refusalAsPage: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status < 400 || c.req.header('sec-fetch-mode') !== 'navigate') return;
  const body = (await c.res.clone().json()) as { error?: { message?: string } };
  const message = body.error?.message;
  if (!message) return;
  const headers = new Headers(c.res.headers);
  headers.set('content-type', 'text/plain; charset=utf-8');
  headers.delete('content-length');
  c.res = new Response(message, { status: c.res.status, headers });
};

export const accountExportRoutes = new Hono<AppEnv>().get(
  '/',
  documented({
    summary: 'Download all your data as a zip',
    answers: {
      200: {
        media: 'application/zip',
        description:
          'The zip: a JSON file per kind of data, check-ins.csv and a README.txt saying what each holds',
        schema: { type: 'string', format: 'binary' },
      },
    },
    // the account vanished meanwhile (deleted in another tab)
    refusals: [404],
  }),
  refusingAlsoAs(
    'text/plain',
    "the refusal's message alone, when a browser followed the link (Sec-Fetch-Mode: navigate)",
    refusalAsPage,
  ),
  requireActor,
  exportLimit,
  async (c) => {
    const { fileName, body } = await exportAccountData(c.var.deps, actorOf(c));
    return new Response(body, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${fileName}"`,
      },
    });
  },
);
