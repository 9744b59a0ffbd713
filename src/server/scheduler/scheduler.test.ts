import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { startScheduler } from './scheduler';
import { runSchedulerTick } from './scheduler-tick';
import { insertChallenge, insertPerson } from '#server/testing/given';
import { notificationsOf, reminderDatesOf } from '#server/testing/fixtures/scheduler';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLogger = () =>
  ({ info: vi.fn(), error: vi.fn() }) as unknown as Logger & {
    info: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };

describe('the scheduler loop', () => {
  it('ticks at start-up and then after each interval, never two ticks at once', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let started = 0;
    const scheduler = startScheduler({
      intervalSeconds: 0.02,
      logger: quietLogger(),
      tick: async () => {
        started += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(40); // longer than the interval: the next tick waits for this one
        running -= 1;
      },
    });
    await sleep(15);
    expect(started).toBe(1);
    await sleep(300);
    await scheduler.stop();
    expect(started).toBeGreaterThanOrEqual(3);
    expect(mostAtOnce).toBe(1);
  });

  it('on stop, waits for the tick in flight and starts no other', async () => {
    let finished = 0;
    let started = 0;
    const scheduler = startScheduler({
      intervalSeconds: 0.01,
      logger: quietLogger(),
      tick: async () => {
        started += 1;
        await sleep(50);
        finished += 1;
      },
    });
    await sleep(10);
    await scheduler.stop();
    expect(finished).toBe(started);
    await sleep(60);
    expect(started).toBe(finished);
  });

  it('logs a failed tick and keeps ticking', async () => {
    const logger = quietLogger();
    let calls = 0;
    const scheduler = startScheduler({
      intervalSeconds: 0.01,
      logger,
      tick: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database unreachable');
      },
    });
    await sleep(100);
    await scheduler.stop();
    expect(calls).toBeGreaterThan(1);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('is off when the interval is 0', async () => {
    const tick = vi.fn(async () => {});
    const scheduler = startScheduler({ intervalSeconds: 0, logger: quietLogger(), tick });
    await sleep(30);
    await scheduler.stop();
    expect(tick).not.toHaveBeenCalled();
  });
});

describe('a tick', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A process that starts, does its start-up tick and stops again (an hour-long interval: no second tick). */
  async function restartAt(instant: string) {
    t.clock.set(new Date(instant));
    const logger = quietLogger();
    let reportDone!: () => void;
    const done = new Promise<void>((resolve) => (reportDone = resolve));
    const scheduler = startScheduler({
      intervalSeconds: 3600,
      logger,
      tick: async () => {
        await runSchedulerTick({ db: t.db, clock: t.clock, logger });
        reportDone();
      },
    });
    await done;
    await scheduler.stop();
    expect(logger.error).not.toHaveBeenCalled();
  }

  it('catches up after downtime: today’s reminder (not the missed days’) and due results, once', async () => {
    const person = await insertPerson(t.db, { name: 'Rae Restart' });
    const running = await insertChallenge(t.db, {
      organizer: person,
      title: 'Still Running',
      startDate: '2026-03-01',
      endDate: '2026-03-20',
    });
    const ended = await insertChallenge(t.db, {
      organizer: person,
      title: 'Long Over',
      startDate: '2026-02-18',
      endDate: '2026-03-03',
    });

    await restartAt('2026-03-10T20:30:00Z');
    expect(await reminderDatesOf(t.db, person.id)).toEqual(['2026-03-10']);
    expect(await notificationsOf(t.db, person.id, 'result')).toEqual([]);

    // down from the 11th to the evening of the 13th: the server comes back after the reminder hour
    await restartAt('2026-03-13T21:15:00Z');
    await restartAt('2026-03-13T21:16:00Z');
    expect(await reminderDatesOf(t.db, person.id)).toEqual(['2026-03-10', '2026-03-13']);
    expect(await notificationsOf(t.db, person.id, 'reminder')).toMatchObject([
      { challengeId: running.id },
      { challengeId: running.id },
    ]);
    expect(await notificationsOf(t.db, person.id, 'result')).toEqual([
      {
        title: 'Final results: Long Over',
        message: '"Long Over" has ended. You had no check-ins, so you have no final rank.',
        challengeId: ended.id,
        read: false,
      },
    ]);
  });

  it('runs the results job even when the reminder job fails, and reports both', async () => {
    const logger = quietLogger();
    let statements = 0;
    // the reminder job's first statement fails; the results job's statements go through
    const flakyDb = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === 'execute' && statements++ === 0)
          return () => Promise.reject(new Error('statement timeout'));
        return Reflect.get(target, key, receiver);
      },
    });
    const report = await runSchedulerTick({ db: flakyDb, clock: t.clock, logger });
    expect(report).toEqual({ reminders: 'failed', results: 0 });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
