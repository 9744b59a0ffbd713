/**
 * Work that carries on after the answer has gone (e-mails whose sending must not show in the response time).
 * Kept so a stopping server, and a test, can wait for it; a task handles its own failure (see auth.ts).
 */
export interface BackgroundTasks {
  run(task: Promise<unknown>): void;
  /** resolves once every task started so far, and any it started, has finished */
  settled(): Promise<void>;
  /** how many have not finished (the metrics' e-mail queue) */
  pendingCount(): number;
}

export function createBackgroundTasks(): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      const tracked = task.finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    pendingCount: () => pending.size,
  };
}
