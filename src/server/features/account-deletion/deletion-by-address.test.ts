import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '#server/db/schema/feedback';
import { givenConfirmedAddress, givenPerson } from '#server/testing/given';
import { deleteAccountAs } from '#server/testing/fixtures/account-deletion';
import { givenRowsUnderAddress } from '#server/testing/fixtures/rows-under-address';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// Invitations and waitlist sign-ups are kept under an address, not an account: deleting an account deletes them only
// when its address is confirmed (decision 056). With e-mail confirmation off (the default) anyone may sign up with
// another person's address.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invitationPage = (token: string) => t.visitor().get(`/api/invitations/${token}`);
const waitlistRowsOf = (email: string) =>
  t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));

describe('rows kept under an address, when an account is deleted', () => {
  it('stay when the account signed up with the address without confirming it', async () => {
    const address = 'alma.addressowner@owner.test';
    const { invitationToken } = await givenRowsUnderAddress(t, address);
    const squatter = await givenPerson(t, { name: 'Sid Squatter', email: address });

    expect((await deleteAccountAs(squatter.client)).status).toBe(200);
    // the owner's invitation still opens, and her sign-up is still on the list
    expect((await invitationPage(invitationToken)).status).toBe(200);
    expect(await waitlistRowsOf(address)).toHaveLength(1);
  });

  it('go with the account once it has confirmed the address', async () => {
    const owner = await givenPerson(t, { name: 'Alma Addressowner' });
    const { invitationToken } = await givenRowsUnderAddress(t, owner.user.email);
    await givenConfirmedAddress(t, owner);

    expect((await deleteAccountAs(owner.client)).status).toBe(200);
    expect((await invitationPage(invitationToken)).status).toBe(404);
    expect(await waitlistRowsOf(owner.user.email)).toEqual([]);
  });
});
