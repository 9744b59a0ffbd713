import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { checkAgainstContract } from '#server/testing/api-contract';
import { givenToken } from '#server/testing/fixtures/api-tokens';
import { givenPerson, insertChallenge, type Person, TEST_TODAY } from '#server/testing/given';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// The guides' exact request (docs/guides/sync-steps-*.md): each guide's curl line, with a real token, challenge and
// date put in where it says, replayed against the app — the request a reader copies is the one that works.

let t: TestApp;
let pat: Person;
beforeAll(async () => {
  t = await createTestApp();
  pat = await givenPerson(t, { name: 'Pat Phone' });
});
afterAll(() => t.close());

const GUIDES = ['docs/guides/sync-steps-ios-shortcuts.md', 'docs/guides/sync-steps-android.md'];

/** The one `curl` line of the guide's fenced `sh` block. */
async function guideRequest(guide: string) {
  const text = await readFile(path.resolve(process.cwd(), guide), 'utf8');
  const blocks = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!.trim());
  const curls = blocks.filter((block) => block.startsWith('curl '));
  expect(curls, `${guide} shows one curl request`).toHaveLength(1);
  return curls[0]!;
}

/** A curl line's words, as a shell splits them: "double" and 'single' quotes group, and are taken off. */
function shellWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]!);
}

/** The method, address, headers and body a curl line sends (the options the guides use: -X, -H, -d). */
function requestOf(curl: string) {
  const words = shellWords(curl).slice(1);
  const request = {
    method: 'GET',
    url: '',
    headers: {} as Record<string, string>,
    body: undefined as string | undefined,
  };
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (word === '-X') request.method = words[(i += 1)]!;
    else if (word === '-H') {
      const [name, ...value] = words[(i += 1)]!.split(':');
      request.headers[name!.trim().toLowerCase()] = value.join(':').trim();
    } else if (word === '-d') request.body = words[(i += 1)]!;
    else if (word.startsWith('-'))
      throw new Error(`the guide's curl uses ${word}, which this test does not read`);
    else request.url = word;
  }
  return request;
}

describe.each(GUIDES)('the request %s shows', (guide) => {
  it("sets the day's steps when replayed with a real token, challenge and date, and changes nothing the second time", async () => {
    const challenge = await insertChallenge(t.db, {
      organizer: pat,
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
    });
    const { secret } = await givenToken(pat.client, 'check-in', 'Phone');
    const curl = (await guideRequest(guide))
      .replace('CHALLENGE_ID', challenge.id)
      .replace('YYYY-MM-DD', TEST_TODAY)
      .replace('YOUR_TOKEN', secret);
    const { method, url, headers, body } = requestOf(curl);
    expect(method).toBe('PUT');
    // the guide's example address is the app's; only its path reaches the app here
    const { pathname } = new URL(url);
    const replay = async () => {
      const response = await t.app.request(pathname, { method, headers, body });
      await checkAgainstContract(t.app, method, pathname, response);
      return response;
    };

    const first = await replay();
    expect(first.status).toBe(201);
    const synced = (await first.json()) as RecordedCheckIn;
    expect(synced).toMatchObject({ date: TEST_TODAY, stepCount: 8123, met: true, source: 'synced' });
    const second = await replay();
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ id: synced.id, updatedAt: synced.updatedAt });
  });
});
