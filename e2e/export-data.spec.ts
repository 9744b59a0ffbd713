import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  CHECK_IN_CSV_COLUMNS,
  EXPORT_CSV_FILE,
  EXPORT_JSON_FILES,
  EXPORT_README_FILE,
} from '#shared/account-export/account-export.types';
import { readZip } from '#server/testing/zip-entries';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  appOrigin,
  givenCheckIn,
  givenChallenge,
  journeyDate,
  givenJoined,
  givenPerson,
  givenSomeoneElse,
} from './support/challenges';
import { givenForumPost } from './support/forum';
import { givenPost } from './support/group-posts';
import { givenGroup, givenJoinedGroup, uniqueWord } from './support/groups';
import { PHONE } from './support/pages';
import { MIN_TOUCH_TARGET } from './support/touch-targets';

// "Download my data" (product-rules.md#your-data): a person with check-ins, a rest day, a group post and a forum
// post downloads the zip from /settings; every kind of file is in it, the CSV opens with its columns, and the other
// person of their challenge and group appears without an e-mail address.

test('a person downloads their data from Account Settings and finds every kind in the zip', async ({
  page,
}) => {
  const word = uniqueWord();
  // the other person: organises the challenge and the group, and writes in the group
  const { person: other, ...otherSide } = await givenSomeoneElse('export-other');
  const challenge = await givenChallenge(otherSide, { title: `${word} Walk Sprint` });
  const group = await givenGroup(otherSide, { name: `${word} Walkers` });
  await givenPost(otherSide, group.id, `Their own post ${word}`);
  await otherSide.request.dispose();

  const me = await givenPerson(page, 'export');
  await givenJoined(page, challenge.id);
  await givenCheckIn(page, challenge.id, {
    date: journeyDate(0),
    met: true,
    notes: 'Walked, "fast", then tea',
  });
  const rest = await page.request.post(`${appOrigin()}/api/challenges/${challenge.id}/rest-days`, {
    headers: { origin: appOrigin() },
    data: { date: journeyDate(1) },
  });
  expect(rest.status(), `rest day: ${await rest.text()}`).toBe(201);
  await givenJoinedGroup(page, group.id);
  await givenPost(page, group.id, `My group post ${word}`);
  await givenForumPost(page, {
    category: 'feature_request',
    title: `My forum idea ${word}`,
    description: 'Please.',
  });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  await expect(section).toContainText('check-ins.csv');
  await expectNoSeriousA11yViolations(page, '/settings');

  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^habitsprint-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await readZip(await readFile((await download.path())!));

  expect([...entries.keys()].sort()).toEqual(
    [EXPORT_README_FILE, EXPORT_CSV_FILE, ...Object.keys(EXPORT_JSON_FILES)].sort(),
  );
  const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));
  expect(json('profile.json')).toMatchObject({ name: me.name, email: me.email, timezone: 'Europe/Berlin' });
  for (const name of Object.keys(EXPORT_JSON_FILES).filter((file) => file !== 'profile.json')) {
    expect(Array.isArray(json(name)), name).toBe(true);
  }
  expect(json('check-ins.json')).toHaveLength(2);
  expect(json('participations.json')).toEqual([
    expect.objectContaining({ challengeTitle: `${word} Walk Sprint`, organizerName: other.name }),
  ]);
  expect(json('group-memberships.json')).toEqual([expect.objectContaining({ groupName: `${word} Walkers` })]);
  expect(json('group-posts.json')).toEqual([expect.objectContaining({ content: `My group post ${word}` })]);
  expect(json('forum-posts.json')).toEqual([expect.objectContaining({ title: `My forum idea ${word}` })]);

  const csvLines = entries
    .get(EXPORT_CSV_FILE)!
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');
  expect(csvLines).toEqual([
    CHECK_IN_CSV_COLUMNS.join(','),
    // the amount columns (Amount, Target, Unit, Direction), empty for a met-or-missed day, then the Source
    `${word} Walk Sprint,${journeyDate(0)},check-in,yes,,"Walked, ""fast"", then tea",,,,,typed`,
    `${word} Walk Sprint,${journeyDate(1)},rest day,,,,,,,,typed`,
  ]);

  const everything = [...entries.values()].map((bytes) => bytes.toString('utf8')).join('\n');
  expect(everything).not.toContain(other.email);
  expect(everything).not.toContain(`Their own post ${word}`);

  // on a phone the button is a full touch target
  await page.setViewportSize(PHONE);
  const box = await section.getByRole('link', { name: 'Download my data' }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(MIN_TOUCH_TARGET);
});
