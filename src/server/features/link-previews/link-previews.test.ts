import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { createTestApp, TEST_APP_URL, type TestApp } from '#server/testing/test-app';
import { givenChallenge, givenPerson, insertChallenge } from '#server/testing/given';
import { givenGroup } from '#server/testing/fixtures/groups';
import { titleLines } from './preview-image';

// Decision 062: a shared link's page carries Open Graph and Twitter tags for a chat app's crawler, with a generated
// image; only what the link's own page shows.

let t: TestApp;
let clientDir: string;
let site: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-previews-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>HabitSprint</title></head><body><div id="root"></div></body></html>',
  );
  site = createApp({ ...t.deps, clientDir });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** The page as a crawler reads it (no JavaScript): its meta tags by property or name. */
async function metaTagsOf(
  pagePath: string,
  headers: Record<string, string> = {},
): Promise<Map<string, string>> {
  const response = await site.request(pagePath, { headers });
  expect(response.status).toBe(200);
  const html = await response.text();
  const tags = new Map<string, string>();
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags.set(key!, value!.replaceAll('&#34;', '"').replaceAll('&#39;', "'").replaceAll('&#38;', '&'));
  }
  return tags;
}

const pngSize = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe('link previews', () => {
  it('gives a join-challenge link a card: title, dates, organizer, participants, and a 1200 × 630 PNG', async () => {
    const { client } = await givenPerson(t, { name: 'Ana Lima' });
    const challenge = await givenChallenge(client, {
      title: 'Walk & Talk "Fortnight"',
      startDate: '2026-03-12',
      endDate: '2026-03-25',
    });
    const tags = await metaTagsOf(`/join-challenge/${challenge.id}`);
    expect(tags.get('og:title')).toBe('Join "Walk & Talk "Fortnight"" on HabitSprint');
    expect(tags.get('og:description')).toContain(
      'Mar 12, 2026 – Mar 25, 2026 · Organized by Ana Lima · 1 participant',
    );
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    const image = tags.get('og:image')!;
    expect(image).toBe(`${TEST_APP_URL}/api/link-previews/challenges/${challenge.id}/image.png`);

    const response = await t.visitor().get(new URL(image).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('gives a join-group link the group card, and its image', async () => {
    const { client } = await givenPerson(t, { name: 'Gus Group' });
    const group = await givenGroup(client, { name: 'Early Risers', description: 'Up at six, every day.' });
    const tags = await metaTagsOf(`/join-group/${group.id}`);
    expect(tags.get('og:title')).toBe('Join the group "Early Risers" on HabitSprint');
    expect(tags.get('og:description')).toBe(
      '1 member · Public group · Created by Gus Group. Up at six, every day.',
    );
    const response = await t.visitor().get(`/api/link-previews/groups/${group.id}/image.png`);
    expect(response.status).toBe(200);
  });

  it('gives an invitation link what its page shows and no more: no address, no people, no image', async () => {
    const { client } = await givenPerson(t, { name: 'Ivy Inviter' });
    const challenge = await givenChallenge(client, { title: 'Quiet Mornings' });
    await client.post(`/api/challenges/${challenge.id}/invitations`, { email: 'friend@example.com' });
    const token = /\/invitation\/([\w-]+)/.exec(t.sent.at(-1)!.text)![1]!;
    const tags = await metaTagsOf(`/invitation/${token}`);
    expect(tags.get('og:title')).toBe('Ivy Inviter invited you to "Quiet Mornings" on HabitSprint');
    expect(tags.get('twitter:card')).toBe('summary');
    expect(tags.has('og:image')).toBe(false);
    expect([...tags.values()].join(' ')).not.toContain('friend@example.com');
    expect([...tags.values()].join(' ')).not.toContain(challenge.id);
  });

  it("is written in the crawler's accepted language, its image too, and in English without one", async () => {
    const { client } = await givenPerson(t, { name: 'Ana Lima' });
    const challenge = await givenChallenge(client, {
      title: 'Morgenlauf',
      startDate: '2026-03-12',
      endDate: '2026-03-25',
    });
    const german = { 'Accept-Language': 'de-DE,de;q=0.9' };
    const tags = await metaTagsOf(`/join-challenge/${challenge.id}`, german);
    expect(tags.get('og:title')).toBe('Mach mit bei „Morgenlauf“ auf HabitSprint');
    expect(tags.get('og:description')).toContain(
      '12. März 2026 – 25. März 2026 · Organisiert von Ana Lima · 1 Teilnehmer:in',
    );
    const image = tags.get('og:image')!;
    expect(image).toBe(`${TEST_APP_URL}/api/link-previews/challenges/${challenge.id}/image.png?lang=de`);
    const imageBytes = async (url: string) => Buffer.from(await (await t.visitor().get(url)).arrayBuffer());
    const germanImage = await imageBytes(`${new URL(image).pathname}${new URL(image).search}`);
    const englishImage = await imageBytes(new URL(image).pathname);
    expect(germanImage.equals(englishImage)).toBe(false);
    // an address names its language: the asker's headers never change what a cache keeps for it
    const askedInGerman = Buffer.from(
      await (await t.visitor().get(new URL(image).pathname, german)).arrayBuffer(),
    );
    expect(askedInGerman.equals(englishImage)).toBe(true);

    const group = await givenGroup(client, { name: 'Frühaufsteher', description: 'Um sechs auf.' });
    const groupTags = await metaTagsOf(`/join-group/${group.id}`, { 'Accept-Language': 'fr' });
    expect(groupTags.get('og:title')).toBe('Rejoignez le groupe «\u00a0Frühaufsteher\u00a0» sur HabitSprint');
    expect(groupTags.get('og:description')).toMatch(/ · Groupe public · /);

    expect((await metaTagsOf(`/join-challenge/${challenge.id}`)).get('og:title')).toBe(
      'Join "Morgenlauf" on HabitSprint',
    );
  });

  it('serves the plain page for a link that leads nowhere, and 404 for its image — never a 5xx', async () => {
    const template = await insertChallenge(t.db, { organizer: null });
    for (const pagePath of [
      '/join-challenge/00000000-0000-4000-8000-000000000000',
      `/join-challenge/${template.id}`,
      '/join-challenge/not-an-id',
      '/join-challenge/%E0%A4%A',
      '/join-group/not-an-id',
      '/invitation/used-or-unknown',
    ]) {
      expect((await metaTagsOf(pagePath)).size, pagePath).toBe(0);
    }
    for (const imagePath of [
      `/api/link-previews/challenges/${template.id}/image.png`,
      '/api/link-previews/challenges/not-an-id/image.png',
      '/api/link-previews/groups/00000000-0000-4000-8000-000000000000/image.png',
    ]) {
      expect((await t.visitor().get(imagePath)).status, imagePath).toBe(404);
    }
  });

  it('fits a long title in two lines of whole words, ending it with an ellipsis', () => {
    expect(titleLines('Short title')).toEqual(['Short title']);
    expect(
      titleLines('14-Day Sugar Detox - Mia Keller’s Challenge for the whole family and friends'),
    ).toEqual(['14-Day Sugar Detox - Mia', 'Keller’s Challenge for the…']);
  });
});
