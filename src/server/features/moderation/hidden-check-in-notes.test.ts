import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecentCheckIn } from '#shared/check-ins/check-ins.types';
import type { Dashboard } from '#shared/dashboard/dashboard.types';
import type { TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { givenChallenge, givenJoined, givenPerson } from '#server/testing/given';
import { checkInPath, givenCheckIn } from '#server/testing/fixtures/check-ins';
import { givenHidden, givenModerationApp, type SiteAdmin } from '#server/testing/fixtures/moderation';

// Decision 085, amended: a check-in note a site administrator hid is gone from the lists that show other people's
// check-ins (a challenge's Recent Check-ins and the dashboard's), for everyone; the check-in itself stays.
let t: TestApp;
let siteAdmin: SiteAdmin;
beforeAll(async () => {
  ({ t, siteAdmin } = await givenModerationApp());
});
afterAll(() => t.close());

const recentOf = async (viewer: TestClient, challengeId: string) =>
  (
    (await (await viewer.get(`${checkInPath(challengeId)}?scope=recent`)).json()) as {
      checkIns: RecentCheckIn[];
    }
  ).checkIns;
const dashboardRecentOf = async (viewer: TestClient) =>
  ((await (await viewer.get('/api/dashboard')).json()) as Dashboard).recentCheckIns;

describe('a hidden check-in note', () => {
  it('is gone from Recent Check-ins and the dashboard for everyone, the check-in stays; another note stays', async () => {
    const organizer = await givenPerson(t);
    const writer = await givenPerson(t);
    const challenge = await givenChallenge(organizer.client);
    await givenJoined(writer.client, challenge.id);
    const rude = await givenCheckIn(writer.client, challenge.id, { notes: 'Rude words' });
    const kind = await givenCheckIn(organizer.client, challenge.id, { notes: 'Well done all' });
    await givenHidden(organizer.client, siteAdmin.client, { targetKind: 'check_in_note', targetId: rude.id });

    for (const viewer of [organizer.client, writer.client]) {
      const recent = await recentOf(viewer, challenge.id);
      expect(recent.find((checkIn) => checkIn.id === rude.id)).toMatchObject({ notes: null, met: true });
      expect(recent.find((checkIn) => checkIn.id === kind.id)?.notes).toBe('Well done all');
      const onDashboard = await dashboardRecentOf(viewer);
      expect(onDashboard.find((checkIn) => checkIn.id === rude.id)).toMatchObject({ notes: null });
      expect(onDashboard.find((checkIn) => checkIn.id === kind.id)?.notes).toBe('Well done all');
    }
  });
});
