import { spawnSync } from 'node:child_process';
import {
  getMetricsFromIterator,
  type PromData,
  type PromHistogramData,
  type PromMetrics,
} from 'prom2javascript';

// /metrics read as a Prometheus server reads it: prom2javascript parses the text exposition format strictly (a line
// it cannot read fails the scrape) and keeps every series' labels, histograms' included (decision 086 says why not
// parse-prometheus-text-format, which merges the series of a labelled histogram into one).

export const parsePrometheusText = (text: string): Promise<PromMetrics> =>
  getMetricsFromIterator(text.split('\n')[Symbol.iterator]());

const familyOf = (metrics: PromMetrics, name: string) => {
  const family = metrics[name];
  if (!family) throw new Error(`no metric family ${name} in ${Object.keys(metrics).join(', ')}`);
  return family;
};
const hasLabels = (labels: Record<string, string>) => (series: { labels: Record<string, string> }) =>
  Object.entries(labels).every(([label, value]) => series.labels[label] === value);

/** The series of the counter or gauge `name` whose labels include `labels`; fails the test when it is missing. */
export const seriesOf = (metrics: PromMetrics, name: string, labels: Record<string, string> = {}) =>
  (familyOf(metrics, name).data as PromData[]).filter(hasLabels(labels));

/** The series of the histogram `name` whose labels include `labels`. */
export function histogramsOf(metrics: PromMetrics, name: string, labels: Record<string, string> = {}) {
  const family = familyOf(metrics, name);
  if (family.type !== 'histogram') throw new Error(`${name} is a ${family.type}, not a histogram`);
  return (family.data as PromHistogramData[]).filter(hasLabels(labels));
}

/**
 * What Prometheus' own tool says of a scrape: `promtool check metrics` parses it with the server's parser (a line it
 * cannot read fails, exit code 1) and lints each family (names, types, help), one finding per line. Installed by
 * .ci/run (Debian's prometheus package).
 */
export function promtoolCheck(text: string): { parsed: boolean; findings: string[] } {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool could not run (apt-get install prometheus): ${run.error.message}`);
  const output = `${run.stdout}${run.stderr}`.trim();
  return { parsed: run.status !== 1, findings: output ? output.split('\n') : [] };
}
