import os from 'node:os';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { inlineHeadScripts } from './scripts/inline-scripts-plugin.ts';
import { linguiMacros } from './scripts/lingui-macros.mjs';
import { jitlessZod } from './scripts/jitless-zod-plugin.ts';
import { notificationsStoreAlias } from './scripts/notifications-store-alias.ts';
import { LANDING_ENTRY, prerenderLanding } from './scripts/prerender-landing-plugin.ts';

// The installed app (decision 028). Its light colours are here; the dark title bar is a <meta name="theme-color">
// in index.html, which the manifest cannot express.
const webAppManifest = {
  name: 'HabitSprint',
  short_name: 'HabitSprint',
  description: 'Build healthy habits with friends: 14-day challenges, daily check-ins, leaderboards, groups.',
  id: '/',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone' as const,
  theme_color: '#228be6',
  background_color: '#ffffff',
  // made from public/favicon.svg by scripts/make-app-icons.mjs
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // a long press on the home screen icon (issue 28). The manifest has one language: English, like its name and
  // description; the screens they open speak the person's
  shortcuts: [
    {
      name: 'Check in today',
      short_name: 'Check in',
      url: '/dashboard',
      icons: [{ src: '/icons/shortcut-check-in-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'New challenge',
      short_name: 'New challenge',
      url: '/create',
      icons: [{ src: '/icons/shortcut-new-challenge-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
};

// React Router publishes its production build beside the development one but exports only the development one
// (with its warnings): the built client takes the production one, a tenth lighter (decision 064).
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  'node_modules/react-router/dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      notificationsStoreAlias,
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  plugins: [
    // Lingui's macros before TypeScript and JSX are compiled; each language's PO catalogue compiled as it is imported
    // (decision 079)
    linguiMacros(),
    react(),
    lingui(),
    // the colour-scheme and first-requests scripts inline, and the landing page as HTML with its own light entry (decision 050)
    inlineHeadScripts(),
    prerenderLanding(),
    // zod without its eval probe, which the Content-Security-Policy would report on every page (decision 058)
    jitlessZod(),
    VitePWA({
      // our own service worker (src/client/service-worker/sw.ts); Workbox injects the precache list into it
      strategies: 'injectManifest',
      srcDir: 'src/client/service-worker',
      filename: 'sw.ts',
      // registered by src/client/service-worker-registration/ after the page has loaded, never by an injected script
      injectRegister: false,
      manifest: webAppManifest,
      // the app shell, every route's chunks and the images and icons it shows, so the installed app opens offline
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,woff2}'] },
      // `npm run dev` serves modules unbundled: no service worker there
      devOptions: { enabled: false },
    }),
    // brotli and gzip copies of the scripts and styles, made once here at the best levels: the server sends a copy
    // the browser accepts and spends no CPU on them (decision 051). HTML is compressed as it is served.
    compression({
      include: /\.(js|mjs|css|svg|json|webmanifest)$/,
      algorithms: [
        ['brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }],
        ['gzip', { level: 9 }],
      ],
      threshold: 1024,
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // the app shell (every page but the landing page) and the landing page's own entry
    rollupOptions: {
      input: { index: 'index.html', landing: LANDING_ENTRY },
      // Libraries that only some screens need get chunks of their own: left to itself, the bundler merges them with
      // modules the dashboard needs (the date pickers rode with the rest-day rules), and the dashboard loaded them
      // all (decision 064's budget, `npm run bench`).
      output: {
        codeSplitting: {
          // a group holds only the modules it names; what they import stays shared with the rest of the app
          includeDependenciesRecursively: false,
          groups: [
            { name: 'mantine-dates', test: /node_modules[\\/]@mantine[\\/]dates/ },
            // dayjs and its plugins in one chunk of their own (its languages stay apart, each loaded by its readers):
            // left to the bundler, a plugin landed in the chunk of the first screen to import it, which imports the
            // date pickers, which import the plugin — a cycle whose order left the pickers calling it before it was
            // defined (the template carousel drew nothing)
            { name: 'dayjs', test: /node_modules[\\/]dayjs[\\/](?!locale[\\/])/ },
            { name: 'carousel', test: /node_modules[\\/](@mantine[\\/]carousel|embla-carousel)/ },
            // the small shared modules most screens import (calendar dates, counts, statuses, rest days, formats,
            // translatable texts) as one chunk: apart, each was a chunk of its own whose imports and exports weighed
            // about as much as its few lines (on the dashboard's path: seven chunks, 3.6 KiB; as one, 1.9 KiB)
            {
              name: 'shared-basics',
              test: /src[\\/](shared[\\/](domain[\\/](calendar-date|count-labels|challenge-status)|check-ins[\\/](rest-days|check-in-limits)|i18n[\\/](formats|translatable))|client[\\/]i18n[\\/]formats)\.ts$/,
            },
            // the contracts' validation library: forms and API answers need it, the dashboard's first paint does not
            // (it once rode with the translatable texts every screen shows)
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]client[\\/]lib[\\/]jitless-zod/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // API_PORT: where `npm run dev` (or any other API server) listens
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3000}`,
      '/dev': `http://localhost:${process.env.API_PORT ?? 3000}`,
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/client/i18n/english-in-tests.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // one test file per core: Vitest's default leaves one core to its main process, which waits while the files run
    // (on 2 cores that was one file at a time; two at a time took a quarter less time, decision record 022)
    maxWorkers: os.availableParallelism(),
  },
}));
