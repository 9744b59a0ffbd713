import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

// A path whose last segment names a file (favicon.svg, sw.js, an old build's chunk): a missing one is a 404, never
// the SPA's page — HTML answered for a script, a manifest or an icon breaks in ways nobody can see (decision 028).
const NAMES_A_FILE = /\/[^/]*\.[a-z0-9]+$/i;

function cacheFor(cacheControl: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', cacheControl);
  };
}

/**
 * Serves the built SPA: hashed assets cached for a year, the service worker and the manifest revalidated on every
 * load, every other GET outside /api that does not name a file answered with index.html.
 */
export function staticClient(clientDir: string) {
  const indexPath = path.join(clientDir, 'index.html');
  const root = path.relative(process.cwd(), clientDir) || '.';
  const app = new Hono<AppEnv>();
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'));
  // the browser finds a new version of the app through these: a cached copy would hide a deployed update
  // ('/' is index.html served as a file; the SPA paths get the same header below)
  for (const entryPoint of ['/', '/index.html', '/sw.js', '/manifest.webmanifest'])
    app.use(entryPoint, cacheFor('no-cache'));
  // unhashed public files (images, icons) may change between releases: cache a day, then revalidate
  app.use('/images/*', cacheFor('public, max-age=86400'));
  app.use('/icons/*', cacheFor('public, max-age=86400'));
  app.use('/apple-touch-icon.png', cacheFor('public, max-age=86400'));
  // (a server started before the first build answers every page with the 503 below)
  // the build's brotli and gzip copies (vite.config.ts) for a browser that accepts them
  if (existsSync(clientDir)) app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    if (NAMES_A_FILE.test(c.req.path)) return c.text('Not found', 404);
    if (!existsSync(indexPath)) return c.text('The web client is not built. Run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}
