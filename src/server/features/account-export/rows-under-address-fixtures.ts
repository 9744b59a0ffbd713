import type { TestApp } from '#server/testing/test-app';
import { givenChallenge, givenPerson } from '#server/testing/given';
import { givenInvitation } from '#server/features/invitations/invitation-fixtures';

// The rows HabitSprint keeps under an e-mail address rather than an account (decision 056), made through the API as
// their owners make them: the address's owner joins a waitlist, a friend invites the address to a challenge.

/** The owner's own words in the waitlist sign-up: nobody else may read them. */
export const OWNERS_SIGN_UP = {
  feature: 'teams',
  name: 'Alma Addressowner',
  interest: 'Alma’s private reasons for wanting teams',
} as const;

/** A waitlist sign-up and a pending challenge invitation, both under `email`. */
export async function givenRowsUnderAddress(t: TestApp, email: string) {
  const signedUp = await t.visitor().post('/api/waitlist', { ...OWNERS_SIGN_UP, email });
  if (signedUp.status !== 201) throw new Error(`joining the waitlist failed: ${signedUp.status}`);
  const friend = await givenPerson(t, { name: 'Fred Friend' });
  const challenge = await givenChallenge(friend.client, { title: 'Fred’s Invitation Sprint' });
  const invitation = await givenInvitation(t, friend.client, challenge.id, { email });
  return { challengeTitle: challenge.title, invitationToken: invitation.token };
}
