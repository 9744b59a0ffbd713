import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CreatedApiToken } from '#shared/api-tokens/api-tokens.types';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { loadEnv } from '#server/env';
import { startServer, type RunningServer } from '#server/server';
import { freePort } from '#server/testing/free-port';
import { overHttp } from '#server/testing/server-process';
import { TestClient } from '#server/testing/test-client';
import { datesFor, validChallengeInput } from '#server/testing/given';
import type { CalendarDate } from '#shared/domain/calendar-date';

// The README's example, as a script would run it: the real curl binary against a real listening server.
const run = promisify(execFile);
let server: RunningServer;
let url: string;
let origin: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-curl-'));
  const port = await freePort();
  origin = `http://localhost:${port}`;
  url = `http://127.0.0.1:${port}`;
  server = await startServer(
    loadEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      APP_URL: origin,
      DATA_DIR: dataDir,
    }),
  );
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const curl = async (...args: string[]) => {
  const { stdout } = await run('curl', [
    '--silent',
    '--show-error',
    '--write-out',
    '\n%{http_code}',
    ...args,
  ]);
  const lines = stdout.trimEnd().split('\n');
  const status = Number(lines.pop());
  return { status, body: lines.join('\n') };
};

it('records a check-in with a check-in token through plain curl, and refuses it once revoked', async () => {
  const pat = new TestClient(overHttp(url), origin);
  await pat.signUp({ name: 'Curl Pat' });
  // a real server runs on the real clock: a challenge active today
  const today = new Date().toISOString().slice(0, 10) as CalendarDate;
  const created = await pat.post('/api/challenges', validChallengeInput(datesFor('active', today)));
  expect(created.status).toBe(201);
  const challenge = (await created.json()) as ChallengeDetail;
  const token = (await (
    await pat.post('/api/tokens', { name: 'Phone shortcut', scope: 'check-in' })
  ).json()) as CreatedApiToken;

  const checkIn = await curl(
    '-X',
    'POST',
    '-H',
    `Authorization: Bearer ${token.secret}`,
    '-H',
    'Content-Type: application/json',
    '-d',
    JSON.stringify({ date: today, met: true }),
    `${url}/api/challenges/${challenge.id}/check-ins`,
  );
  expect(checkIn.body).toContain('"met":true');
  expect(checkIn.status).toBe(201);
  expect(JSON.parse(checkIn.body)).toMatchObject({ challengeId: challenge.id, date: today });

  const tokens = await curl('-H', `Authorization: Bearer ${token.secret}`, `${url}/api/tokens`);
  expect(tokens.status).toBe(403);

  await pat.delete(`/api/tokens/${token.token.id}`);
  const revoked = await curl('-H', `Authorization: Bearer ${token.secret}`, `${url}/api/me`);
  expect(revoked.status).toBe(401);
}, 60_000);
