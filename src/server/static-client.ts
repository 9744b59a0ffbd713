import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';

/** Serves the built SPA: hashed assets cached for a year, every other GET outside /api answered with index.html. */
export function staticClient(clientDir: string) {
  const indexPath = path.join(clientDir, 'index.html');
  const root = path.relative(process.cwd(), clientDir) || '.';
  const app = new Hono<AppEnv>();
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // unhashed public files (images, icons) may change between releases: cache a day, then revalidate
  app.use('/images/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=86400');
  });
  // (a server started before the first build answers every page with the 503 below)
  if (existsSync(clientDir)) app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) return c.text('The web client is not built. Run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}
