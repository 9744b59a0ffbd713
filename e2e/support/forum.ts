import { expect, type Locator, type Page } from '@playwright/test';
import type { CreateForumPostInput, ForumStatus } from '#shared/forum/forum.schemas';
import type { ForumPostDetail } from '#shared/forum/forum.types';
import { appOrigin, type SignedIn } from './challenges';
import { latestEmailTo } from './outbox';
import { type Person, PASSWORD, givenSignedUp } from './people';

/**
 * Site administrators of the journeys (ADMIN_EMAILS in playwright.config.ts). Each run has a fresh data folder, so
 * a fixed address signs up once per run; one address per journey, as journeys run in parallel.
 */
export const FORUM_ADMIN_EMAIL = 'forum-admin@example.com';
export const FEEDBACK_ADMIN_EMAIL = 'feedback-admin@example.com';
export const STATUS_ADMIN_EMAIL = 'status-admin@example.com';
/** The administrator who acts through the API in a journey about someone else's screen (a post's author's bell). */
export const API_ADMIN_EMAIL = 'api-admin@example.com';

/** Signs up the administrator with this address; the page is signed in as them, their e-mail not yet confirmed. */
export async function givenAdmin(page: SignedIn, email: string): Promise<Person> {
  const person = { name: 'Alex Admin', firstName: 'Alex', email, password: PASSWORD };
  await givenSignedUp(page.request, appOrigin(), person);
  return person;
}

/** Confirms the signed-in person's e-mail address without the screen: asks for the e-mail, follows its link. */
export async function givenConfirmedAddress(page: SignedIn, email: string): Promise<void> {
  const response = await page.request.post(`${appOrigin()}/api/auth/send-verification-email`, {
    headers: { origin: appOrigin() },
    data: { email, callbackURL: '/feedback-forum' },
  });
  expect(response.ok(), `send verification e-mail: ${await response.text()}`).toBe(true);
  const confirmed = await page.request.get(await confirmationLinkFor(page, email));
  expect(confirmed.ok(), `confirm e-mail: ${confirmed.status()}`).toBe(true);
}

/** The link of the newest confirmation e-mail to `email` in the dev outbox. */
export async function confirmationLinkFor(page: SignedIn, email: string): Promise<string> {
  const message = await latestEmailTo(page.request, email);
  const link = message.links.find((candidate) => candidate.includes('/verify-email'));
  expect(link, `a confirmation link in "${message.subject}"`).toBeTruthy();
  return link!;
}

/** Writes a forum post as the person the page is signed in as. */
export async function givenForumPost(page: SignedIn, input: CreateForumPostInput): Promise<ForumPostDetail> {
  const response = await page.request.post(`${appOrigin()}/api/forum/posts`, {
    headers: { origin: appOrigin() },
    data: input,
  });
  expect(response.status(), `create forum post: ${await response.text()}`).toBe(201);
  return (await response.json()) as ForumPostDetail;
}

/** Votes for a post as the person the page is signed in as. */
export async function givenVote(page: SignedIn, postId: string): Promise<void> {
  const response = await page.request.put(`${appOrigin()}/api/forum/posts/${postId}/vote`, {
    headers: { origin: appOrigin() },
  });
  expect(response.ok(), `vote: ${await response.text()}`).toBe(true);
}

/** Comments on a post as the person the page is signed in as (the post's followers are notified). */
export async function givenComment(page: SignedIn, postId: string, content: string): Promise<void> {
  const response = await page.request.post(`${appOrigin()}/api/forum/posts/${postId}/comments`, {
    headers: { origin: appOrigin() },
    data: { content },
  });
  expect(response.status(), `comment: ${await response.text()}`).toBe(201);
}

/** Changes a post's status as the site administrator the page is signed in as (the post's followers are notified). */
export async function givenStatus(page: SignedIn, postId: string, status: ForumStatus): Promise<void> {
  const response = await page.request.put(`${appOrigin()}/api/forum/posts/${postId}/status`, {
    headers: { origin: appOrigin() },
    data: { status },
  });
  expect(response.ok(), `change status: ${await response.text()}`).toBe(true);
}

/** The cards of the forum list's open tab, in the order shown. */
export const forumCards = (page: Page) => page.getByRole('tabpanel').getByRole('article');

/** The card of the post with this title. */
export const forumCard = (page: Page, title: string) =>
  forumCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A post's vote toggle (on its card or its page); its name says which post and carries the count. */
export const voteButton = (scope: Page | Locator, title: string) =>
  scope.getByRole('button', {
    name: new RegExp(`^Vote for ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`),
  });

/** The titles of the open tab's cards, in the order shown. */
export const cardTitles = (page: Page) => forumCards(page).getByRole('heading').allInnerTexts();
