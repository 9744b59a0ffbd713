import { expect } from 'vitest';
import type { SentInvitation } from '#shared/invitations/invitations.types';
import type { MailMessage } from '#server/mail/mailer';
import type { TestApp } from '#server/testing/test-app';
import { type TestClient, uniqueEmail } from '#server/testing/test-client';

// Helpers of the invitation tests: send through the API, and read the token back from the e-mail, as the
// invitee would.

/** The token of the /invitation/{token} link in an e-mail. */
export function tokenIn(message: MailMessage): string {
  const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec(message.text);
  expect(match, 'the e-mail has an invitation link').not.toBeNull();
  return match![1]!;
}

/** `sender` invites `email` (a fresh address by default) to the challenge; fails the test when refused. */
export async function givenInvitation(
  t: TestApp,
  sender: TestClient,
  challengeId: string,
  invitee: { email: string } | { userId: string } = { email: uniqueEmail('invitee') },
) {
  const response = await sender.post(`/api/challenges/${challengeId}/invitations`, invitee);
  if (response.status !== 201) {
    throw new Error(`inviting failed: ${response.status} ${await response.text()}`);
  }
  const sent = (await response.json()) as SentInvitation;
  return { ...sent, token: tokenIn(t.sent.at(-1)!), message: t.sent.at(-1)! };
}
