import { isNull, lte, or, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '#server/db/database';
import { pushDeliveries } from '#server/db/schema/push';
import type { BackgroundTasks } from '#server/lib/background-tasks';
import type { Clock } from '#server/lib/clock';

/** What the scheduled jobs are called in `habitsprint_scheduler_ticks_total`. */
export type ScheduledJob = 'scheduler' | 'push';

/**
 * The Prometheus metrics of one app (decision 086): a registry of its own, so several apps in one process (the tests)
 * never share a count. Made only when METRICS_TOKEN is set; otherwise nothing is measured.
 */
export interface AppMetrics {
  registry: Registry;
  /** one request answered, by method, route pattern (never a raw path) and status */
  recordRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  recordTick(job: ScheduledJob, outcome: 'ok' | 'failed'): void;
}

/** node-postgres' pool counts; PGlite is one connection in the process and has none. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const poolOf = (db: Database): PoolCounts | null => {
  const client = (db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PoolCounts) : null;
};

export function createAppMetrics(deps: {
  db: Database;
  clock: Clock;
  backgroundTasks: BackgroundTasks;
}): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ticks = new Counter({
    name: 'habitsprint_scheduler_ticks_total',
    help: 'Ticks of the scheduled jobs (reminders and results; push sending), by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });

  const pool = poolOf(deps.db);
  if (pool) {
    new Gauge({
      name: 'habitsprint_db_pool_connections',
      help: 'PostgreSQL connection pool: connections open (total), idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'habitsprint_push_deliveries_pending',
    help: 'Pushes not yet sent: due now, or waiting (quiet hours, a retry later)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const now = deps.clock.now();
      const isDue = or(isNull(pushDeliveries.dueAt), lte(pushDeliveries.dueAt, now));
      const [row] = await deps.db
        .select({
          due: sql<number>`count(*) filter (where ${isDue})`.mapWith(Number),
          waiting: sql<number>`count(*) filter (where not (${isDue}))`.mapWith(Number),
        })
        .from(pushDeliveries)
        .where(isNull(pushDeliveries.finishedAt));
      this.set({ state: 'due' }, row?.due ?? 0);
      this.set({ state: 'waiting' }, row?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'habitsprint_background_tasks_pending',
    help: 'Work carried on after the answer and not finished: the e-mails being sent',
    registers: [registry],
    collect() {
      this.set(deps.backgroundTasks.pendingCount());
    },
  });

  return {
    registry,
    recordRequest({ method, route, status }, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    recordTick(job, outcome) {
      ticks.inc({ job, outcome });
    },
  };
}
