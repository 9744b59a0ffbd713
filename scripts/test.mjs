// `npm test`: lint, typecheck, unit and API tests (Vitest), then the browser journeys — in that order, stopping at
// the first failure with its exit code. Benchmarks and Lighthouse are not part of it (`npm run bench`).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runCommand } from './run-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The commands themselves live in package.json (lint, typecheck, test:unit, test:e2e); this file only orders them.
const steps = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  {
    name: 'unit and API tests',
    script: 'test:unit',
    args: ['--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  },
  { name: 'browser tests', script: 'test:e2e' },
];

const run = (step) =>
  runCommand(npm, ['run', '--silent', step.script, ...(step.args ? ['--', ...step.args] : [])]);

const reports = {
  vitest: path.join(root, 'reports/vitest.json'),
  playwright: path.join(root, 'reports/playwright.json'),
};
for (const report of Object.values(reports)) rmSync(report, { force: true });

/** One plain 'N passed, N failed' line over every test that ran, for people and CI alike. */
function printTotals() {
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  const vitest = read(reports.vitest);
  const playwright = read(reports.playwright);
  const passed =
    (vitest?.numPassedTests ?? 0) + (playwright?.stats.expected ?? 0) + (playwright?.stats.flaky ?? 0);
  const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0);
  const skipped =
    (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats.skipped ?? 0);
  console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (playwright) printSlowestJourneys(playwright);
}

/**
 * The ten slowest journeys, so that one drifting towards its time limit is seen before it fails on a busy machine
 * (issue 25: none should take over 30 s on the 2-core machine). A report, not a check: timing is no test's business.
 */
function printSlowestJourneys(report) {
  const journeys = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          journeys.push({ title: [...titles, spec.title].join(' › '), file: spec.file, ms: result.duration });
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites) visit(suite, []);
  journeys.sort((a, b) => b.ms - a.ms);
  console.log('slowest journeys:');
  for (const { title, file, ms } of journeys.slice(0, 10))
    console.log(`  ${seconds(ms).padStart(7)}  ${file}: ${title}`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
const started = performance.now();

for (const step of steps) {
  console.log(`\n━━ ${step.name} (npm run ${step.script})`);
  const stepStarted = performance.now();
  const status = await run(step);
  timings.push(`${step.name} ${seconds(performance.now() - stepStarted)}`);
  if (status !== 0) {
    console.error(`\n✗ npm test stopped: the step "${step.name}" failed (exit code ${status}).`);
    console.error(`  Timings: ${timings.join(', ')}.`);
    printTotals();
    process.exit(status);
  }
}

console.log(`\n✓ All steps passed in ${seconds(performance.now() - started)}: ${timings.join(', ')}.`);
printTotals();
