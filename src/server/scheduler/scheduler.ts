import type { Logger } from 'pino';

export interface Scheduler {
  /** No new tick starts; resolves once a tick in flight has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `tick` at start-up (catching up whatever came due while no process ran) and then `intervalSeconds` after
 * each tick ends: chained timeouts, so ticks never overlap however long one takes. The timers are unref'd (they
 * never keep the process alive) and a tick's error is logged, never thrown. 0 seconds turns the scheduler off.
 */
export function startScheduler(options: {
  intervalSeconds: number;
  logger: Logger;
  tick: () => Promise<unknown>;
  /** what the logs call it, and the setting that turns it off */
  name?: string;
  setting?: string;
  /** told how each tick ended (the metrics' tick counter) */
  onTick?: (outcome: 'ok' | 'failed') => void;
}): Scheduler {
  const {
    intervalSeconds,
    logger,
    tick,
    name = 'scheduler',
    setting = 'SCHEDULER_INTERVAL_SECONDS',
    onTick = () => {},
  } = options;
  if (intervalSeconds <= 0) {
    logger.info(`${name}: off (${setting}=0)`);
    return { stop: async () => {} };
  }
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  const runTick = async () => {
    try {
      await tick();
      onTick('ok');
    } catch (error) {
      logger.error({ err: error }, `${name}: tick failed`);
      onTick('failed');
    }
  };
  const scheduleNext = (delayMs: number) => {
    timer = setTimeout(() => {
      inFlight = runTick().finally(() => {
        inFlight = undefined;
        if (!stopped) scheduleNext(intervalSeconds * 1000);
      });
    }, delayMs);
    timer.unref();
  };
  scheduleNext(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
