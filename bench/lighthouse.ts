import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';

/**
 * Lighthouse (mobile preset, the default) on one URL in Debian's Chromium; scores 0–100. `headers` go with every
 * request (a signed-in person's Cookie).
 */
export function lighthouseScores(
  url: string,
  headers?: Record<string, string>,
): {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
} {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'habitsprint-lh-')), 'report.json');
  execFileSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      `--chrome-flags=${['--headless', ...CHROMIUM_FLAGS].join(' ')}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}
