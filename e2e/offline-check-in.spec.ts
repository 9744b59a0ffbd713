import { type BrowserContext, expect, type Page, type Request, type Response, test } from '@playwright/test';
import type { CheckIn } from '#shared/check-ins/check-ins.types';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  appOrigin,
  givenChallenge,
  givenJoined,
  journeyDate,
  givenPerson,
  givenSomeoneElse,
} from './support/challenges';
import { pathOf } from './support/controls';
import { expectToastAndClose } from './support/toasts';
import { serviceWorkerControls } from './support/service-worker';
import { waitingOnDevice } from './support/device-outbox';
import { signOutFromHeader } from './support/sign-out';

// Issue 12, "Offline check-ins" (decision 030): a check-in made without a connection is kept on the device, shown as
// saved there, and sent when the connection returns — after the page was closed and the app opened again too —
// with the client id of its first attempt, so the server has it exactly once. A reload while offline needs the
// service worker (another part of issue 12): these journeys reopen the app online.

const SAVED = 'Saved on this device, will sync';

const row = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Today' }).getByRole('listitem', { name: title });

const isCheckInPost = (request: Request) =>
  request.method() === 'POST' && request.url().includes('/check-ins');
const isCheckInAnswer = (response: Response) => isCheckInPost(response.request());

/** Every check-in the context's pages send (offline attempts included), with the client id each carried. */
function watchCheckIns(context: BrowserContext) {
  const clientIds: string[] = [];
  context.on('request', (request) => {
    if (isCheckInPost(request)) clientIds.push((request.postDataJSON() as { clientId: string }).clientId);
  });
  return clientIds;
}

async function ownCheckInsFor(page: Page, challengeId: string, date: string) {
  const response = await page.request.get(
    `${appOrigin()}/api/challenges/${challengeId}/check-ins?scope=mine`,
  );
  const { checkIns } = (await response.json()) as { checkIns: CheckIn[] };
  return checkIns.filter((checkIn) => checkIn.date === date);
}

/** The journey's figures, for the note: printed with the test's output and attached to its report. */
async function reportFigures(figures: Record<string, number>) {
  console.log(`offline check-in figures: ${JSON.stringify(figures)}`);
  await test.info().attach('figures', { body: JSON.stringify(figures), contentType: 'application/json' });
}

test('a check-in made offline is kept on the device, and sent once when the app is opened again online', async ({
  context,
  page,
}) => {
  await givenPerson(page, 'offline');
  const walks = await givenChallenge(page, { title: 'Daily Walks' });
  const sent = watchCheckIns(context);
  await page.goto('/dashboard');
  const metGoal = row(page, 'Daily Walks').getByRole('button', { name: 'Met goal' });
  await expect(metGoal).toBeVisible();

  await context.setOffline(true);
  await metGoal.click();
  await expect(page.getByRole('alert').filter({ hasText: SAVED })).toBeVisible();
  await expect(row(page, 'Daily Walks')).toContainText(SAVED);
  await expect(row(page, 'Daily Walks')).toContainText('Done');
  expect(await waitingOnDevice(page)).toBe(1);
  await expect(row(page, 'Daily Walks').getByRole('button')).toHaveCount(0);
  const madeOffline = sent.length;
  expect(madeOffline).toBe(1);
  await page.close();

  await context.setOffline(false);
  const reopened = await context.newPage();
  const synced = reopened.waitForResponse(isCheckInAnswer);
  await reopened.goto('/dashboard');
  expect((await synced).status()).toBe(201);
  await expect(
    reopened.getByRole('alert').filter({ hasText: 'Check-in recorded successfully for today!' }),
  ).toBeVisible();
  await expect(row(reopened, 'Daily Walks')).toContainText('Done');
  await expect(row(reopened, 'Daily Walks')).toContainText('1 of 1 checked in');
  await expect(row(reopened, 'Daily Walks')).not.toContainText(SAVED);
  await expect.poll(() => waitingOnDevice(reopened)).toBe(0);

  // the replay carried the first attempt's id; the server has the day once
  const replays = sent.slice(madeOffline);
  expect(replays).toEqual([sent[0]]);
  const onServer = await ownCheckInsFor(reopened, walks.id, journeyDate(0));
  expect(onServer).toMatchObject([{ met: true }]);
  await reportFigures({
    checkInsMadeOffline: madeOffline,
    replaysSent: replays.length,
    duplicatesOnServer: onServer.length - 1,
  });
});

test('a check-in made offline never shows as not done on its way to the device: the row and the count agree', async ({
  context,
  page,
}) => {
  await givenPerson(page, 'offline-steady');
  await givenChallenge(page, { title: 'Daily Walks' });
  await page.goto('/dashboard');
  const metGoal = row(page, 'Daily Walks').getByRole('button', { name: 'Met goal' });
  await expect(metGoal).toBeVisible();
  // every state the panel draws, from the tap on: the row's badge and the panel's count, as each render left them
  // (going offline draws the panel too, before the tap: those states are not the subject)
  await page.getByRole('region', { name: 'Today' }).evaluate((panel) => {
    const seen: string[] = [];
    (window as unknown as { seenToday: string[] }).seenToday = seen;
    let isTapped = false;
    panel.addEventListener('click', () => (isTapped = true), { capture: true });
    const note = () => {
      if (!isTapped) return;
      const count = [...panel.querySelectorAll('p')].find((text) =>
        / of \d+ done$/.test(text.textContent ?? ''),
      );
      const badge = panel.querySelector('li .mantine-Badge-root');
      seen.push(`${badge?.textContent} / ${count?.textContent}`);
    };
    new MutationObserver(note).observe(panel, { subtree: true, childList: true, characterData: true });
  });

  // what became of the tap's request: it failed three times in full runs of the suite by never showing SAVED, and
  // never alone (issue 25's notes); the next failure says whether the request left, failed or was answered
  const requests: string[] = [];
  page.on('request', (request) => isCheckInPost(request) && requests.push('sent'));
  page.on('requestfailed', (request) => {
    if (isCheckInPost(request)) requests.push(`failed (${request.failure()?.errorText})`);
  });
  page.on(
    'response',
    (response) => isCheckInAnswer(response) && requests.push(`answered ${response.status()}`),
  );
  await context.setOffline(true);
  await metGoal.click();
  const seenToday = () => page.evaluate(() => (window as unknown as { seenToday: string[] }).seenToday);
  await expect(row(page, 'Daily Walks'))
    .toContainText(SAVED)
    .catch(async (error: Error) => {
      const seen = (await seenToday()).join(', ');
      throw new Error(
        `${error.message}\ncheck-in request: ${requests.join(', ') || 'none'}; states seen: ${seen}`,
      );
    });
  const seen = await seenToday();
  // from the first render the tap causes until the check-in waits on the device, the row says Done and the panel
  // counts it: nothing flickers back — a render of the dashboard alone, as the write ends, included (it drew 'Not
  // yet' while the device's list reached the rows through the provider's render). A render of the state before the
  // tap may still land between the click and the write's start: that is not a flicker.
  const firstDone = seen.indexOf('Done / 1 of 1 done');
  expect(firstDone, `states seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(0);
  expect(new Set(seen.slice(firstDone)), `states seen: ${seen.join(', ')}`).toEqual(
    new Set(['Done / 1 of 1 done']),
  );
  expect(new Set(seen.slice(0, firstDone))).toEqual(new Set(firstDone ? ['Not yet / 0 of 1 done'] : []));
});

test('a check-in whose answer was lost is sent again with its id and answered, not doubled', async ({
  context,
  page,
}) => {
  await givenPerson(page, 'lost-answer');
  const challenge = await givenChallenge(page, { title: 'Daily Walks' });
  const sent = watchCheckIns(context);
  // the server records the check-in, but its answer never reaches the page (a connection dropped on the way back)
  await page.route('**/check-ins', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/dashboard');
  await row(page, 'Daily Walks').getByRole('button', { name: 'Met goal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SAVED })).toBeVisible();
  await page.unrouteAll();

  // the connection is back: the app sends it again and the server answers with the check-in it made
  const replayed = page.waitForResponse(isCheckInAnswer);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect((await replayed).status()).toBe(200);
  await expect(row(page, 'Daily Walks')).toContainText('Done');
  await expect(row(page, 'Daily Walks')).not.toContainText(SAVED);
  await expect(page.getByRole('alert').filter({ hasText: /already checked in/ })).toHaveCount(0);

  expect(sent).toEqual([sent[0], sent[0]]);
  const onServer = await ownCheckInsFor(page, challenge.id, journeyDate(0));
  expect(onServer).toHaveLength(1);
  await reportFigures({
    answersLost: 1,
    replaysSent: sent.length - 1,
    duplicatesOnServer: onServer.length - 1,
  });
});

test('a kept check-in the server refuses for a reason is said, with its reason, and leaves the device', async ({
  context,
  page,
}) => {
  const organizer = await givenSomeoneElse('offline-organizer');
  const challenge = await givenChallenge(organizer, { title: 'Daily Walks' });
  await givenPerson(page, 'offline-participant');
  await givenJoined(page, challenge.id);
  await page.goto('/dashboard');
  const metGoal = row(page, 'Daily Walks').getByRole('button', { name: 'Met goal' });
  await expect(metGoal).toBeVisible();
  await context.setOffline(true);
  await metGoal.click();
  await expect(page.getByRole('alert').filter({ hasText: SAVED })).toBeVisible();
  await page.close();

  // while the app is closed, the organizer removes the participant
  await context.setOffline(false);
  const me = (await (await context.request.get(`${appOrigin()}/api/auth/get-session`)).json()) as {
    user: { id: string };
  };
  const removed = await organizer.request.delete(
    `${appOrigin()}/api/challenges/${challenge.id}/participants/${me.user.id}`,
    { headers: { origin: appOrigin() } },
  );
  expect(removed.ok()).toBe(true);
  await organizer.request.dispose();

  const reopened = await context.newPage();
  const refused = reopened.waitForResponse(isCheckInAnswer);
  await reopened.goto('/dashboard');
  expect((await refused).status()).toBe(403);
  const toast = reopened.getByRole('alert').filter({ hasText: 'Daily Walks: not saved for today' });
  await expect(toast).toContainText('You must join this challenge before you can check in.');
  // nothing of it is left on the device to send again
  await expect.poll(() => waitingOnDevice(reopened)).toBe(0);
});

test('the challenge page keeps a check-in made offline too, says so on its card, and sends it when back online', async ({
  context,
  page,
}) => {
  await givenPerson(page, 'offline-card');
  const challenge = await givenChallenge(page, { title: 'Daily Walks' });
  const sent = watchCheckIns(context);
  await page.goto(`/challenge/${challenge.id}`);
  const card = page.getByRole('region', { name: 'Daily Check-in' });
  await expect(card.getByRole('button', { name: 'Met goal' })).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Met goal' }).click();
  await expectToastAndClose(page, SAVED);
  await expect(card.getByRole('status')).toContainText(SAVED);
  await expect(card.getByRole('button', { name: 'Met goal' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'check-in card saved on this device');

  // the browser says the connection is back: sent at once, with the first attempt's id
  const synced = page.waitForResponse(isCheckInAnswer);
  await context.setOffline(false);
  expect((await synced).status()).toBe(201);
  await expect(card.getByText('Goal met today')).toBeVisible();
  await expect(card.getByText(SAVED)).toHaveCount(0);
  expect(sent).toEqual([sent[0], sent[0]]);
  expect(await ownCheckInsFor(page, challenge.id, journeyDate(0))).toHaveLength(1);
});

test("signing out leaves none of the person's pending check-ins on the device for the next person", async ({
  context,
  page,
}) => {
  await givenPerson(page, 'offline-sign-out');
  await givenChallenge(page, { title: 'Daily Walks' });
  const sent = watchCheckIns(context);
  // check-ins cannot get through (a captive portal, a dead link) while the rest of the app can
  await page.route('**/check-ins', (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await row(page, 'Daily Walks').getByRole('button', { name: 'Met goal' }).click();
  await expectToastAndClose(page, SAVED);
  expect(await waitingOnDevice(page)).toBe(1);

  await signOutFromHeader(page);
  await expect.poll(() => pathOf(page)).toBe('/landing');
  expect(await waitingOnDevice(page)).toBe(0);

  // the next person on this browser signs in: nothing of the first is sent as theirs
  await page.unrouteAll();
  await givenPerson(page, 'offline-next-person');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect(sent).toHaveLength(1);
});

test.describe('with the installed app shell', () => {
  // the service worker keeps the app shell and the last answers (decision 028); the journeys above block it
  test.use({ serviceWorkers: 'allow' });

  test('reloaded offline, a check-in is kept, and after closing and coming back online it is on the server once', async ({
    context,
    page,
  }) => {
    await givenPerson(page, 'offline-shell');
    const walks = await givenChallenge(page, { title: 'Daily Walks' });
    const sent = watchCheckIns(context);
    await page.goto('/dashboard');
    await serviceWorkerControls(page);
    // a load through the active worker keeps the dashboard's answer for offline
    await page.reload();
    await expect(row(page, 'Daily Walks')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    const metGoal = row(page, 'Daily Walks').getByRole('button', { name: 'Met goal' });
    await metGoal.click();
    await expect(row(page, 'Daily Walks')).toContainText(SAVED);
    expect(await waitingOnDevice(page)).toBe(1);
    const madeOffline = sent.length;
    await page.close();

    await context.setOffline(false);
    const reopened = await context.newPage();
    await reopened.goto('/dashboard');
    await expect(row(reopened, 'Daily Walks')).toContainText('1 of 1 checked in');
    await expect.poll(() => waitingOnDevice(reopened)).toBe(0);
    const onServer = await ownCheckInsFor(reopened, walks.id, journeyDate(0));
    expect(onServer).toMatchObject([{ met: true }]);
    const replays = sent.slice(madeOffline);
    expect(new Set(replays)).toEqual(new Set([sent[0]]));
    await reportFigures({
      checkInsMadeOffline: madeOffline,
      replaysSent: replays.length,
      duplicatesOnServer: onServer.length - 1,
    });
  });
});
