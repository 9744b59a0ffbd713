import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '#server/db/schema/social';
import { givenChallenge, givenPerson } from '#server/testing/given';
import { participantIdsOf } from '#server/testing/http';
import { runMigrationFile } from '#server/testing/migration-file';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// Before decision 057 the invitations table held each link's token as it is. Migrations 0026 (the column renamed)
// and 0027 (each token replaced by its SHA-256) must keep every link already e-mailed working.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The invitations table as 0025 left it: the token in `token`, under its unique constraint of that name. */
async function restoreInvitationsTableOf0025() {
  await t.db.execute(sql`alter table invitations rename column token_hash to token`);
  await t.db.execute(
    sql`alter table invitations rename constraint "invitations_tokenHash_unique" to invitations_token_unique`,
  );
}

describe('an invitation link e-mailed before tokens were hashed', () => {
  it('opens and is accepted by its original link after migrations 0026 and 0027', async () => {
    const { client: organizer, user: olga } = await givenPerson(t, { name: 'Olga Organizer' });
    const challenge = await givenChallenge(organizer, { title: 'Old Link Sprint' });
    const token = randomBytes(32).toString('base64url');
    await restoreInvitationsTableOf0025();
    await t.db.execute(sql`
      insert into invitations (token, email, challenge_id, invited_by, expires_at)
      values (${token}, 'old.link@example.com', ${challenge.id}, ${olga.id}, '2026-03-17T12:00:00Z')`);

    await runMigrationFile(t.db, '0026_invitation-token-hash.sql');
    await runMigrationFile(t.db, '0027_invitation-tokens-hashed.sql');

    expect(await t.db.select({ tokenHash: invitations.tokenHash }).from(invitations)).toEqual([
      { tokenHash: createHash('sha256').update(token).digest('hex') },
    ]);
    const page = await t.visitor().get(`/api/invitations/${token}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({
      token,
      invitedByName: 'Olga Organizer',
      invitedEmail: 'old.link@example.com',
      challenge: { id: challenge.id, title: 'Old Link Sprint' },
    });
    const { client: invitee, user: ivy } = await givenPerson(t);
    const accepted = await invitee.post(`/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ challengeId: challenge.id });
    expect(await participantIdsOf(t.db, challenge.id)).toEqual([olga.id, ivy.id]);
  });
});
