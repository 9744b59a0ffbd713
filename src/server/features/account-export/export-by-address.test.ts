import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_PATH } from '#shared/account-export/account-export.types';
import { givenConfirmedAddress, givenPerson } from '#server/testing/given';
import { givenRowsUnderAddress, OWNERS_SIGN_UP } from '#server/testing/fixtures/rows-under-address';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { readZip } from '#server/testing/zip-entries';

// Invitations received and waitlist sign-ups are kept under an address, not an account: the export holds them only
// for an account whose address is confirmed (decision 056). With e-mail confirmation off (the default) anyone may
// sign up with another person's address.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function exportOf(client: TestClient) {
  const response = await client.get(ACCOUNT_EXPORT_PATH);
  expect(response.status).toBe(200);
  const entries = await readZip(new Uint8Array(await response.arrayBuffer()));
  const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));
  const everything = [...entries.values()].map((bytes) => bytes.toString('utf8')).join('\n');
  return { json, everything };
}

describe('rows kept under an address, in GET /api/account/export', () => {
  it('are not given to an account that signed up with the address without confirming it', async () => {
    const address = 'alma.addressowner@owner.test';
    const { challengeTitle } = await givenRowsUnderAddress(t, address);
    const squatter = await givenPerson(t, { name: 'Sid Squatter', email: address });

    const { json, everything } = await exportOf(squatter.client);
    expect(json('invitations-received.json')).toEqual([]);
    expect(json('waitlist.json')).toEqual([]);
    for (const text of [OWNERS_SIGN_UP.name, OWNERS_SIGN_UP.interest, challengeTitle]) {
      expect(everything).not.toContain(text);
    }
    // the account's own rows still are
    expect(json('profile.json')).toMatchObject({
      name: 'Sid Squatter',
      email: address,
      emailVerified: false,
    });
  });

  it('are given to the account once it has confirmed the address', async () => {
    const owner = await givenPerson(t, { name: 'Alma Addressowner' });
    const { challengeTitle } = await givenRowsUnderAddress(t, owner.user.email);
    expect((await exportOf(owner.client)).json('waitlist.json')).toEqual([]);

    await givenConfirmedAddress(t, owner);
    const { json } = await exportOf(owner.client);
    expect(json('invitations-received.json')).toEqual([
      expect.objectContaining({ challengeTitle, status: 'pending' }),
    ]);
    expect(json('waitlist.json')).toEqual([
      expect.objectContaining({
        feature: 'teams',
        name: OWNERS_SIGN_UP.name,
        interest: OWNERS_SIGN_UP.interest,
      }),
    ]);
    expect(json('profile.json')).toMatchObject({ emailVerified: true });
  });
});
