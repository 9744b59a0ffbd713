// `npm run seed:demo`: fills the database (DATA_DIR's embedded one, or DATABASE_URL) with a few people, challenges
// in every state and two weeks of check-ins, all through the app's own API so every rule and standing holds.
// The app's clock is moved back day by day while the people "live" those days. Stop the server first.
import '#server/lib/owner-only-umask';
import path from 'node:path';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { createApp } from '#server/app';
import { createAuth } from '#server/auth/auth';
import { connectPostgres, openEmbeddedDatabase } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { seedTemplateChallenges } from '#server/features/challenges/template-challenges';
import { loadEnv } from '#server/env';
import { resolveVapidKeys } from '#server/lib/vapid-keys';
import { resolveAuthSecret } from '#server/lib/auth-secret';
import { createBackgroundTasks } from '#server/lib/background-tasks';
import { fixedClock } from '#server/lib/clock';
import { acquireDataDirLock } from '#server/lib/data-dir-lock';
import { preparePrivateDataDir } from '#server/lib/private-data-dir';
import { createMailer } from '#server/mail/mailer';
import { createFileStorage } from '#server/storage/create-file-storage';
import { TestClient } from '#server/testing/test-client';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';
import type { ChallengeDetail, TemplateChallenge } from '#shared/challenges/challenges.types';

const PASSWORD = 'Demo#Sprint2026';
const people = [
  { key: 'ana', name: 'Ana Lima' },
  { key: 'ben', name: 'Ben Okafor' },
  { key: 'chloe', name: 'Chloé Martin' },
  { key: 'dev', name: 'Dev Patel' },
] as const;
const emailOf = (key: string) => `${key}@demo.habitsprint.local`;

const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_SCALE: '1000' });
preparePrivateDataDir(env.DATA_DIR, console.warn);
const releaseLock = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.DATA_DIR);
const database = env.DATABASE_URL
  ? connectPostgres(env.DATABASE_URL)
  : await openEmbeddedDatabase(env.DATA_DIR);
try {
  await database.migrate();
  await seedTemplateChallenges(database.db);
  const existing = await database.db
    .select()
    .from(users)
    .where(eq(users.email, emailOf('ana')));
  if (existing.length > 0) {
    console.log('The demo data is already there.');
  } else {
    await seed();
  }
  console.log(`\nSign in at ${env.APP_URL}/auth?mode=signin with any of these (password ${PASSWORD}):`);
  for (const person of people) console.log(`  ${emailOf(person.key)}  (${person.name})`);
} finally {
  await database.close();
  releaseLock();
}

async function seed() {
  const today = calendarDateIn('UTC', new Date());
  const clock = fixedClock(new Date());
  const onDay = (date: string) => clock.set(new Date(`${date}T12:00:00Z`));
  const mailer = createMailer({ from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox') });
  const authSecret = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  const auth = createAuth({
    db: database.db,
    env,
    mailer,
    logger: pino({ level: 'silent' }),
    secret: authSecret,
  });
  const app = createApp({
    db: database.db,
    env,
    clock,
    mailer,
    auth,
    authSecret,
    logger: pino({ level: 'silent' }),
    backgroundTasks: createBackgroundTasks(),
    storage: createFileStorage(env),
    vapid: resolveVapidKeys(env),
    metrics: null,
  });

  const call = async <T>(response: Promise<Response>, what: string): Promise<T> => {
    const res = await response;
    if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? null : await res.json()) as T;
  };

  onDay(addDays(today, -20));
  const client: Record<string, TestClient> = {};
  for (const person of people) {
    client[person.key] = new TestClient(app, env.APP_URL);
    await client[person.key]!.signUp({ name: person.name, email: emailOf(person.key), password: PASSWORD });
  }

  const create = (key: string, input: Record<string, unknown>) =>
    call<ChallengeDetail>(client[key]!.post('/api/challenges', input), `creating ${String(input.title)}`);
  const join = (key: string, id: string) =>
    call(client[key]!.post(`/api/challenges/${id}/join`), `${key} joining`);

  // a completed challenge (ended a week ago), an active one of each kind, and an upcoming one
  const run = await create('ben', {
    title: 'Morning Run Club',
    description: 'Thirty minutes of running or brisk walking before work, every day for two weeks.',
    startDate: addDays(today, -20),
    endDate: addDays(today, -7),
    rules: 'Move for at least 30 minutes\nBefore 9 a.m.\nCheck in daily',
    challengeType: 'exercise',
  });
  onDay(addDays(today, -9));
  const sugar = await create('ana', {
    title: 'Sugar-Free Fortnight',
    description: 'Two weeks without added sugar, with friends who keep each other honest.',
    startDate: addDays(today, -9),
    endDate: addDays(today, 4),
    rules:
      'No added sugar in any form\nNatural sugars in whole fruits are allowed\nCheck in daily\nSupport other participants',
    challengeType: 'sugar_free',
  });
  onDay(addDays(today, -5));
  const steps = await create('chloe', {
    title: '10K Steps Squad',
    description: 'Ten thousand steps a day, counted on your phone or watch, for fourteen days in a row.',
    startDate: addDays(today, -5),
    endDate: addDays(today, 8),
    rules: 'Reach 10,000 steps\nLog your step count every evening',
    challengeType: 'step_count',
    goalConfig: { target_steps: 10000 },
  });
  onDay(addDays(today, -20));
  for (const key of ['ana', 'chloe', 'dev']) await join(key, run.id);
  onDay(addDays(today, -9));
  for (const key of ['ben', 'chloe', 'dev']) await join(key, sugar.id);
  onDay(addDays(today, -5));
  for (const key of ['ana', 'ben']) await join(key, steps.id);
  onDay(today);
  const bedtime = await create('dev', {
    title: 'Lights Out by 22:30',
    description: 'Better sleep starts with a fixed bedtime. Join before it starts on the weekend!',
    startDate: addDays(today, 3),
    endDate: addDays(today, 16),
    rules: 'In bed by 22:30\nNo screens in bed',
    challengeType: 'sleep_early',
  });
  await join('ana', bedtime.id);
  onDay(addDays(today, -6));
  const { templates } = await call<{ templates: TemplateChallenge[] }>(
    client.ana!.get('/api/challenges/templates'),
    'templates',
  );
  const fiber = templates.find((template) => template.challengeType === 'fiber_intake')!;
  const copy = await call<ChallengeDetail>(
    client.ana!.post(`/api/challenges/templates/${fiber.id}/start`, { startDate: addDays(today, -6) }),
    'starting a template',
  );

  // each person has their own rhythm: some days missed, some forgotten
  const habits: Record<string, number> = { ana: 0.85, ben: 0.7, chloe: 0.9, dev: 0.55 };
  let seed = 42;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const checkInDays = async (challenge: ChallengeDetail, keys: string[], isSteps = false) => {
    for (
      let date = challenge.startDate;
      date <= challenge.endDate && date <= today;
      date = addDays(date, 1)
    ) {
      onDay(date);
      for (const key of keys) {
        if (random() > 0.9) continue; // forgot to check in
        const met = random() < habits[key]!;
        const body = isSteps
          ? {
              date,
              stepCount: met ? 10000 + Math.round(random() * 5000) : Math.round(4000 + random() * 5000),
            }
          : { date, met, notes: met ? undefined : 'Tough day, back at it tomorrow.' };
        await call(
          client[key]!.post(`/api/challenges/${challenge.id}/check-ins`, body),
          `${key} checking in`,
        );
      }
    }
  };
  await checkInDays(run, ['ben', 'ana', 'chloe', 'dev']);
  await checkInDays(sugar, ['ana', 'ben', 'chloe', 'dev']);
  await checkInDays(steps, ['chloe', 'ana', 'ben'], true);
  await checkInDays(copy, ['ana']);
  console.log(
    'Demo data created: 4 people, 5 challenges (completed, active, step, upcoming, template copy).',
  );
}
