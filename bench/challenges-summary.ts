import type { BenchSize } from './challenge-data';
import type { CpuPerRequest } from './process-cpu';
import type { StatementCounts } from './statement-counts';

// The Markdown tables the issue asks for: each figure as a ratio to the floor route in the same run (absolute figures
// swing with the shared machine's load), per size, then how those ratios change from the small size to the large.

/** What one autocannon run measured. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  requests: number;
  cpu: CpuPerRequest;
  loadAverage: string;
}

/** One size's run: the floor, the requests compared with it (at 50 connections), the statement counts. */
export interface SizeResult {
  size: BenchSize;
  floor: LoadFigures;
  rows: { request: string; figures: LoadFigures }[];
  statements: StatementCounts;
}

const cpuTotal = ({ cpu }: LoadFigures) => cpu.server + (cpu.postgres ?? 0);
const throughputRatio = (figures: LoadFigures, floor: LoadFigures) =>
  figures.requestsPerSecond / floor.requestsPerSecond;
const cpuRatio = (figures: LoadFigures, floor: LoadFigures) => cpuTotal(figures) / cpuTotal(floor);

/** "1.14 + 0.36 = 1.50 ms", or the server's alone when PostgreSQL runs on another machine */
function cpuText({ cpu }: LoadFigures) {
  if (cpu.postgres === null) return `${cpu.server.toFixed(2)} ms (server only)`;
  return `${cpu.server.toFixed(2)} + ${cpu.postgres.toFixed(2)} = ${(cpu.server + cpu.postgres).toFixed(2)} ms`;
}

const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/** The table for one size. */
export function floorTable({ floor, rows }: SizeResult) {
  return table(
    ['request (50 connections)', 'req/s ÷ floor', 'server + PostgreSQL CPU per request', "÷ floor's CPU"],
    [
      [
        `\`GET /api/me\` (floor: ${Math.round(floor.requestsPerSecond)} req/s in that run)`,
        '1',
        cpuText(floor),
        '1',
      ],
      ...rows.map(({ request, figures }) => [
        request,
        throughputRatio(figures, floor).toFixed(2),
        cpuText(figures),
        cpuRatio(figures, floor).toFixed(1),
      ]),
    ],
  );
}

/** Each request's ratios to the floor at both sizes, and how much they grow from the small size to the large. */
export function sizeSweepTable(small: SizeResult, large: SizeResult) {
  const ratios = [
    { measure: 'req/s', ratio: throughputRatio },
    { measure: 'CPU per request', ratio: cpuRatio },
  ];
  const rows = small.rows.flatMap(({ request, figures }, i) => {
    const atLarge = large.rows[i]!.figures;
    return ratios.map(({ measure, ratio }) => {
      const smallRatio = ratio(figures, small.floor);
      const largeRatio = ratio(atLarge, large.floor);
      return [
        `${request}: ${measure}`,
        smallRatio.toFixed(2),
        largeRatio.toFixed(2),
        (largeRatio / smallRatio).toFixed(2),
      ];
    });
  });
  return table(['request', '÷ floor (small)', '÷ floor (large)', 'large ÷ small'], rows);
}

/** SQL statements per request at each size that ran, the session lookup included. */
export function statementTable(results: SizeResult[]) {
  const dashboards = results[0]!.statements.dashboards.map(({ challenges }, i) => [
    `\`GET /api/dashboard\` (${challengesText(challenges)} each)`,
    ...results.map((result) => String(result.statements.dashboards[i]!.statements)),
  ]);
  return table(
    ['request', ...results.map((result) => `statements (${result.size.name})`)],
    [
      ...dashboards,
      ['template leaderboard', ...results.map((result) => String(result.statements.leaderboard))],
      ['`PATCH` check-in', ...results.map((result) => String(result.statements.checkInWrite))],
    ],
  );
}

/** Whether the dashboard costs the same number of statements however many challenges a person has. */
export function dashboardStatementsBounded(results: SizeResult[]) {
  const counts = results.flatMap((result) => result.statements.dashboards.map((d) => d.statements));
  return counts.every((count) => count === counts[0]);
}

export const challengesText = (n: number) => `${n} challenge${n === 1 ? '' : 's'}`;
