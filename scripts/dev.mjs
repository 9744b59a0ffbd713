// `npm run dev`: the API server with reload on change (tsx watch) and Vite's dev server with hot reload,
// which proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

// The browser's origin is Vite's, so links in e-mails and the origin checks use it.
const env = { ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' };
const children = [
  // start-defaults.mjs: the dev outbox, as with `npm start`
  spawn(
    process.execPath,
    [
      '--import',
      './scripts/typescript.mjs',
      '--import',
      './scripts/start-defaults.mjs',
      '--watch',
      'src/server/index.ts',
    ],
    { stdio: 'inherit', env },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
