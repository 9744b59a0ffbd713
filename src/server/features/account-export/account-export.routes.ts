import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { accountExportMessages, EXPORTS_PER_HOUR } from './account-export-messages';
import { exportAccountData } from './account-export.service';

const exportLimit = hourlyLimitPerPerson('account-export', EXPORTS_PER_HOUR, accountExportMessages.limited);

export const accountExportRoutes = new Hono<AppEnv>().get(
  '/account/export',
  requireActor,
  exportLimit,
  async (c) => {
    const { fileName, body } = await exportAccountData(c.var.deps, actorOf(c));
    return new Response(body, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${fileName}"`,
        // personal data: never kept by a cache on the way
        'cache-control': 'no-store',
      },
    });
  },
);
