import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env';
import { readStoredFile } from './files.service';

export const fileRoutes = new Hono<AppEnv>().get('/files/:key{.+}', async (c) => {
  const file = await readStoredFile(c.var.deps, c.var.actor, c.req.param('key'));
  return c.body(file.bytes, 200, {
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    // the bytes are ours (re-encoded), but never let a browser guess another type from them
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  });
});
