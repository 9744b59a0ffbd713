import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const clientDir = path.resolve(import.meta.dirname, '../dist/client');

/** Gzipped bytes of the JavaScript the landing page loads before any interaction: the entry and its preloads. */
export function landingJavaScriptWeight(): { files: string[]; gzipBytes: number } {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file))).length,
    0,
  );
  return { files, gzipBytes };
}
