import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeResults } from '#shared/challenge-rounds/challenge-rounds.types';
import type { Leaderboard } from '#shared/leaderboards/leaderboards.types';
import { users } from '#server/db/schema/auth';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge } from '#server/testing/given';
import { givenFinishedChallenge, insertWalkers } from '#server/testing/fixtures/challenge-rounds';
import { errorOf } from '#server/testing/http';
import { i18nFor } from '#server/i18n/i18n-for';
import { resultsCard } from './results-card';
import { roundMessages } from './round-messages';

// Decision 068: a finished challenge's results as an image to share, read by exactly those who may read the results.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const english = i18nFor('en');
const imagePath = (id: string) => `/api/challenges/${id}/results/image.png`;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const pngOf = async (response: Response) => {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { signature: [...bytes.slice(0, 8)], width: view.getUint32(16), height: view.getUint32(20) };
};

const resultsOf = async (client: { get(path: string): Promise<Response> }, id: string) =>
  (await (await client.get(`/api/challenges/${id}/results`)).json()) as ChallengeResults;

/** 'Morning Walk Sprint', finished: Ana first, two walkers share second, the organizer (the reader) fourth. */
async function givenAFinishedWalkOfFour() {
  const organizer = await givenPerson(t, { name: 'Olga Organizer' });
  const ana = await givenPerson(t, { name: 'Ana Perfect' });
  const [bo, cy] = await insertWalkers(t, 2);
  const challenge = await givenFinishedChallenge(t, {
    organizer,
    others: [ana, bo!, cy!],
    title: 'Morning Walk Sprint',
    metDays: [[0], [0, 1, 2], [0, 1], [0, 1]],
  });
  return { organizer, challenge };
}

describe("a finished challenge's results image", () => {
  it('is a private 1200 × 630 PNG for a participant and for the organizer', async () => {
    const organizer = await givenPerson(t, { name: 'Olga Organizer' });
    const ana = await givenPerson(t, { name: 'Ana Perfect' });
    const challenge = await givenFinishedChallenge(t, { organizer, others: [ana], metDays: [[0], [0, 1]] });
    for (const reader of [ana, organizer]) {
      const response = await reader.client.get(imagePath(challenge.id));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(await pngOf(response)).toEqual({ signature: PNG_SIGNATURE, width: 1200, height: 630 });
    }
  });

  it('is refused to an outsider as the results are, and to a visitor', async () => {
    const organizer = await givenPerson(t);
    const outsider = await givenPerson(t, { name: 'Otto Outsider' });
    const challenge = await givenFinishedChallenge(t, { organizer, others: [], metDays: [[0]] });
    const refused = await outsider.client.get(imagePath(challenge.id));
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      code: 'FORBIDDEN',
      message: roundMessages.takePartToSeeResults,
    });
    expect((await t.visitor().get(imagePath(challenge.id))).status).toBe(401);
  });

  it('is refused before the end, and is not found for a template, an unknown or a malformed id', async () => {
    const organizer = await givenPerson(t);
    for (const status of ['upcoming', 'active'] as const) {
      const challenge = await insertChallenge(t.db, { organizer, status });
      const response = await organizer.client.get(imagePath(challenge.id));
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toBe(roundMessages.resultsNotReady);
    }
    const template = await insertChallenge(t.db, { organizer: null, status: 'completed' });
    for (const id of [template.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await organizer.client.get(imagePath(id));
      expect(response.status, id).toBe(404);
      expect((await errorOf(response)).message).toBe('Challenge not found');
    }
  });

  it('says the title, the dates, one line per podium place and the reader’s own result', async () => {
    const { organizer, challenge } = await givenAFinishedWalkOfFour();
    const card = resultsCard(english, await resultsOf(organizer.client, challenge.id));
    expect(card.title).toBe('Morning Walk Sprint');
    expect(card.kind).toMatch(
      /^Final results · [A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    expect(card.facts).toEqual([
      '1st Ana Perfect · 3 days • 21% • best streak 3',
      expect.stringMatching(/^2nd (Walker 1, Walker 2|Walker 2, Walker 1) · 2 days • 14% • best streak 2$/),
      'You: 4th · 1 day • 7% • best streak 1',
    ]);
  });

  it('is written in the reader’s language: German places ("1.") and words, drawn for a screen shown in German', async () => {
    const { organizer, challenge } = await givenAFinishedWalkOfFour();
    const results = await resultsOf(organizer.client, challenge.id);
    const card = resultsCard(i18nFor('de'), results);
    expect(card.kind).toMatch(
      /^Endergebnisse · \d{1,2}\. [A-Z][a-zä]+\.? \d{4} – \d{1,2}\. [A-Z][a-zä]+\.? \d{4}$/,
    );
    expect(card.facts).toEqual([
      '1. Ana Perfect · 3 Tage • 21 % • beste Serie 3',
      expect.stringMatching(/^2\. (Walker 1, Walker 2|Walker 2, Walker 1) · 2 Tage • 14 % • beste Serie 2$/),
      'Du: 4. · 1 Tag • 7 % • beste Serie 1',
    ]);
    expect(resultsCard(i18nFor('fr'), results).facts[0]).toMatch(/^1er Ana Perfect · /);
    expect(resultsCard(i18nFor('es'), results).facts.at(-1)).toMatch(/^Tú: 4\.º · /);

    // the image is drawn in the language the reader's screens show (their locale cookie)
    const image = async (headers: Record<string, string> = {}) =>
      new Uint8Array(await (await organizer.client.get(imagePath(challenge.id), headers)).arrayBuffer());
    const inEnglish = await image();
    expect(Buffer.from(await image({ Cookie: 'locale=de' })).equals(Buffer.from(inEnglish))).toBe(false);
    expect(Buffer.from(await image()).equals(Buffer.from(inEnglish))).toBe(true);
  });

  it('names people as the reader’s board names them: no more than the reader already sees', async () => {
    const organizer = await givenPerson(t, { name: 'Olga Organizer' });
    const [nameless] = await insertWalkers(t, 1);
    // without a name, a person is shown by their address's first part (product-rules.md#people-and-names)
    await t.db.update(users).set({ name: '' }).where(eq(users.id, nameless!.id));
    const challenge = await givenFinishedChallenge(t, {
      organizer,
      others: [nameless!],
      metDays: [[0], [0, 1]],
    });
    const board = (await (
      await organizer.client.get(`/api/challenges/${challenge.id}/leaderboard`)
    ).json()) as Leaderboard;
    const card = resultsCard(english, await resultsOf(organizer.client, challenge.id));
    const boardNames = board.entries.map((entry) => ('userName' in entry ? entry.userName : entry.name));
    expect(card.facts.slice(0, 2)).toEqual([
      expect.stringMatching(new RegExp(`^1st ${boardNames[0]} · `)),
      expect.stringMatching(new RegExp(`^2nd ${boardNames[1]} · `)),
    ]);
  });

  it('says so when nobody checked in, and leaves out an organizer’s own line when they did not take part', async () => {
    const organizer = await givenPerson(t);
    const [walker] = await insertWalkers(t, 1);
    const challenge = await givenFinishedChallenge(t, { organizer, others: [walker!] });
    const results = await resultsOf(organizer.client, challenge.id);
    expect(resultsCard(english, results).facts).toEqual([
      'Nobody checked in, so there is no podium.',
      'You: no check-ins',
    ]);
    const offTheList = {
      ...results,
      entries: results.entries.filter((e) => e.person.id !== organizer.user.id),
    };
    expect(resultsCard(english, offTheList).facts).toEqual(['Nobody checked in, so there is no podium.']);
  });
});
