import { expect, type APIRequestContext } from '@playwright/test';
import { appOrigin, type SignedIn } from './challenges';
import { latestEmailTo } from './outbox';

/** Invites `email` to a challenge as the person the page is signed in as (POST /api/challenges/:id/invitations). */
export async function givenInvitation(page: SignedIn, challengeId: string, email: string): Promise<void> {
  const response = await page.request.post(`${appOrigin()}/api/challenges/${challengeId}/invitations`, {
    headers: { origin: appOrigin() },
    data: { email },
  });
  expect(response.status(), `send invitation: ${await response.text()}`).toBe(201);
}

/** The /invitation/{token} link of the newest invitation e-mail to `email` in the dev outbox. */
export async function invitationLinkTo(request: APIRequestContext, email: string): Promise<string> {
  const message = await latestEmailTo(request, email);
  const link = message.links.find((candidate) => candidate.includes('/invitation/'));
  expect(link, `an invitation link in "${message.subject}"`).toBeTruthy();
  return link!;
}
