// `npm start` builds the web client only when dist/client is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// the app shell and the prerendered landing page (decision 050), written by the same build
const builtPages = ['dist/client/index.html', 'dist/client/landing.html'].map((page) =>
  path.join(root, page),
);
const sources = [
  'src/client',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  // the build's own plugins
  'scripts/prerender-landing-plugin.ts',
  'scripts/inline-scripts-plugin.ts',
  'package-lock.json',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const builtAt = Math.min(...builtPages.map((page) => (existsSync(page) ? statSync(page).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt < changedAt) {
  console.log(
    builtAt ? 'Sources changed since the last build: rebuilding the web client…' : 'Building the web client…',
  );
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
