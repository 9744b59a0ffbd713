// Decision 050: the landing page is HTML from the build. `vite build` bundles src/client/landing-main.tsx beside the
// app shell (index.html); this plugin then renders the landing page's React tree to HTML in Node (a second, SSR build
// of src/client/app/prerender-landing.tsx, so CSS-module class names match the client's) and writes landing.html:
// index.html's head with the landing entry and its styles instead of the app's, and the page inside #root.
// It runs in generateBundle, before files are written, so the service worker's precache list sees the final page.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { Messages } from '@lingui/core';
import { type Locale, LOCALES, SOURCE_LOCALE } from '../src/shared/i18n/locales.ts';
import { landingPageFile } from '../src/shared/i18n/landing-page-file.ts';
import { compiledCatalogue } from '../src/server/i18n/compiled-catalogue.ts';
import { linguiMacros } from './lingui-macros.mjs';
import { notificationsStoreAlias } from './notifications-store-alias.ts';

export const LANDING_ENTRY = 'src/client/landing-main.tsx';
// what the entry imports once the page has loaded and painted: React and the page
const HYDRATE_MODULE = 'src/client/app/hydrate-landing.tsx';
const PRERENDER_ENTRY = 'src/client/app/prerender-landing.tsx';

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/** The style sheets of these chunks and of every chunk they import statically, in import order. */
function styleSheetsOf(bundle: Bundle, rootFiles: string[]): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    chunk.viteMetadata?.importedCss.forEach((sheet) => css.add(sheet));
    chunk.imports.forEach(visit);
  };
  rootFiles.forEach(visit);
  return [...css];
}

/** The landing page in each language, rendered with a throw-away SSR build of the same components. */
async function renderLandingPages(root: string): Promise<Map<Locale, string>> {
  const outDir = path.join(root, 'dist/landing-prerender');
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      // the same macros as the client build: the landing's modules share code that writes texts with them
      plugins: [linguiMacros(), react()],
      resolve: { alias: [notificationsStoreAlias] },
      build: { ssr: PRERENDER_ENTRY, outDir, emptyOutDir: true, copyPublicDir: false, sourcemap: false },
    });
    const module = (await import(pathToFileURL(path.join(outDir, 'prerender-landing.js')).href)) as {
      renderLandingPage: (locale: string, messages: Messages) => string;
    };
    const pages = new Map<Locale, string>();
    for (const locale of LOCALES) {
      const file = path.join(root, 'src/locales', `${locale}.po`);
      const messages =
        locale === SOURCE_LOCALE
          ? {}
          : compiledCatalogue(await readFile(file, 'utf8'), locale, SOURCE_LOCALE, file);
      pages.set(locale, module.renderLandingPage(locale, messages));
    }
    return pages;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export function prerenderLanding(): Plugin {
  let root = process.cwd();
  return {
    name: 'habitsprint:prerender-landing',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      const chunkOf = (module: string) =>
        Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === path.join(root, module),
        );
      const entry = chunkOf(LANDING_ENTRY);
      const hydrate = chunkOf(HYDRATE_MODULE);
      if (shell?.type !== 'asset' || !entry) return; // not the client build (the service worker's has neither)
      if (!hydrate) return this.error(`${HYDRATE_MODULE} is no chunk of its own`);

      // The page's styles are links in the head, so the page paints styled (and importing its code later finds them
      // there instead of loading them again). Its scripts are not preloaded: they would compete with the hero image.
      const css = styleSheetsOf(bundle, [entry.fileName, hydrate.fileName]);
      const script = entry.fileName;
      const tags = [
        `<script type="module" crossorigin src="/${script}"></script>`,
        ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ].join('\n    ');
      const page = String(shell.source)
        // the app's entry, its preloads and its styles are not the landing page's
        .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/g, '')
        .replace(/\s*<link rel="(?:modulepreload|stylesheet)" crossorigin href="[^"]+">/g, '')
        .replace('</head>', `${tags}\n  </head>`);
      if (
        !page.includes(`src="/${script}"`) ||
        !page.includes('<div id="root"></div>') ||
        !page.includes('lang="en"')
      )
        this.error('index.html no longer has the shape the landing prerender expects');
      for (const [locale, body] of await renderLandingPages(root)) {
        const html = page
          .replace('lang="en"', `lang="${locale}"`)
          .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
        this.emitFile({ type: 'asset', fileName: landingPageFile(locale), source: html });
      }
    },
  };
}
