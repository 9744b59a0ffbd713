import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, type Handler, Hono, type MiddlewareHandler } from 'hono';
import { landingPageFile } from '#shared/i18n/landing-page-file';
import { LOCALES, type Locale } from '#shared/i18n/locales';
import type { AppEnv } from './app-env';
import { requestLocale } from '#server/i18n/request-locale';

// A path whose last segment names a file (favicon.svg, sw.js, an old build's chunk): a missing one is a 404, never
// the SPA's page — HTML answered for a script, a manifest or an icon breaks in ways nobody can see (decision 028).
const NAMES_A_FILE = /\/[^/]*\.[a-z0-9]+$/i;

/** Tags a page's head gains for its path (a shared link's preview), or null for none. */
export type PageHeadTags = (c: Context<AppEnv>) => Promise<string | null>;

/**
 * A built page, revalidated on every load (a new version is found through it), or 503 before the first build; with
 * `headTags`, the tags for its path go at the end of its head. The app shell says the visitor's language in its
 * `<html lang>` (decision 079), as the screens will once drawn.
 */
function servePage(file: string, headTags?: PageHeadTags, { langOfVisitor = false } = {}): Handler<AppEnv> {
  return async (c) => {
    if (!existsSync(file)) return c.text('The web client is not built. Run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    let html = readFileSync(file, 'utf8');
    if (langOfVisitor) {
      c.header('Vary', 'Accept-Language, Cookie');
      html = html.replace('<html lang="en"', `<html lang="${requestLocale(c)}"`);
    }
    const tags = headTags ? await headTags(c) : null;
    return c.html(tags ? html.replace('</head>', `    ${tags}\n  </head>`) : html);
  };
}

/**
 * A page built once per language, answered in the visitor's (their screens' language, else their browser's: decision
 * 079); a cache keeps one copy per language.
 */
function servePageIn(fileOf: (locale: Locale) => string): Handler<AppEnv> {
  const pageIn = new Map(LOCALES.map((locale) => [locale, servePage(fileOf(locale))]));
  return (c, next) => {
    c.header('Vary', 'Accept-Language, Cookie');
    return pageIn.get(requestLocale(c))!(c, next);
  };
}

function cacheFor(cacheControl: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', cacheControl);
  };
}

// The landing page's paths (router.tsx): the build prerenders it to landing.html with its own light entry; every other
// page is the app shell, so no other path ever shows the landing page first (decision 050).
const LANDING_PATHS = ['/', '/landing'];

/**
 * Serves the built SPA: hashed assets cached for a year, the service worker and the manifest revalidated on every
 * load, / and /landing answered with the prerendered landing.html, every other GET outside /api that does not name
 * a file answered with index.html (the app shell).
 */
export function staticClient(clientDir: string, headTags?: PageHeadTags) {
  const indexPath = path.join(clientDir, 'index.html');
  const landingPage = servePageIn((locale) => path.join(clientDir, landingPageFile(locale)));
  const root = path.relative(process.cwd(), clientDir) || '.';
  const app = new Hono<AppEnv>();
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'));
  // the browser finds a new version of the app through these: a cached copy would hide a deployed update
  // (the pages get the same header from servePage)
  const landingFiles = LOCALES.map((locale) => `/${landingPageFile(locale)}`);
  for (const entryPoint of ['/index.html', ...landingFiles, '/sw.js', '/manifest.webmanifest'])
    app.use(entryPoint, cacheFor('no-cache'));
  // unhashed public files (images, icons) may change between releases: cache a day, then revalidate
  app.use('/images/*', cacheFor('public, max-age=86400'));
  app.use('/icons/*', cacheFor('public, max-age=86400'));
  app.use('/apple-touch-icon.png', cacheFor('public, max-age=86400'));
  // before the static files, which would answer / with index.html
  for (const landingUrl of LANDING_PATHS) app.get(landingUrl, landingPage);
  // files, as the build's brotli or gzip copy (vite.config.ts) for a browser that accepts one (a server started
  // before the first build answers every page with servePage's 503)
  if (existsSync(clientDir)) app.use('*', serveStatic({ root, precompressed: true }));
  const serveAppShell = servePage(indexPath, headTags, { langOfVisitor: true });
  app.get('*', (c, next) => {
    if (NAMES_A_FILE.test(c.req.path)) return c.text('Not found', 404);
    return serveAppShell(c, next);
  });
  return app;
}
