/** One answer seen under load: when (ms since the load started) and what (a status, or 'network' for no answer). */
export interface Outcome {
  at: number;
  status: number | 'network';
  /** the JSON error code of a refusal, when the body had one */
  code?: string;
}

/**
 * Sends requests from `concurrency` loops until `stop()`: every outcome is kept, so a test can say which statuses a
 * client saw during a fault and when service came back. `request(i)` makes the i-th request.
 */
export function startLoad(concurrency: number, request: (i: number) => Promise<Response>) {
  const started = performance.now();
  const outcomes: Outcome[] = [];
  let stopped = false;
  let next = 0;
  const loop = async () => {
    while (!stopped) {
      const at = performance.now() - started;
      try {
        const response = await request(next++);
        const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
        outcomes.push({ at, status: response.status, code: body?.error?.code });
      } catch {
        outcomes.push({ at, status: 'network' });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    outcomes,
    /** ms since the load started */
    elapsed: () => performance.now() - started,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** How many answers had each status, e.g. { 200: 812, 503: 37 }. */
export function countByStatus(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
