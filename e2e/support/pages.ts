import { type Page } from '@playwright/test';
import {
  givenCheckIn,
  givenChallenge,
  givenJoined,
  journeyDate,
  givenPerson,
  givenSomeoneElse,
  type SignedIn,
} from './challenges';
import { givenForumPost } from './forum';
import { givenPost, givenReaction } from './group-posts';
import { givenGroup, givenJoinedGroup, uniqueWord } from './groups';

// Set-up shared by the journeys of issue 11, item 5 (e2e/pages-*.spec.ts).

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** An active challenge with five people (so the summary stacks 3 avatars and '+2'), and check-ins on the board. */
export async function givenABusyChallenge(page: SignedIn, title = `${uniqueWord()} Sugar Sprint`) {
  await givenPerson(page, 'pages-organizer');
  const challenge = await givenChallenge(page, {
    title,
    challengeType: 'sugar_free',
    startDate: journeyDate(-3),
    endDate: journeyDate(10),
  });
  await givenCheckIn(page, challenge.id, { date: journeyDate(-1), met: true });
  for (const label of ['pages-b', 'pages-c', 'pages-d', 'pages-e']) {
    const other = await givenSomeoneElse(label);
    await givenJoined(other, challenge.id);
    await givenCheckIn(other, challenge.id, { date: journeyDate(-2), met: true });
    await other.request.dispose();
  }
  return challenge;
}

/** A public group with a member, a post and a reaction, seen by its admin. */
export async function givenAGroupWithAPost(page: SignedIn) {
  const group = await givenGroup(page, {
    name: `${uniqueWord()} Walkers`,
    description: 'We walk before work.',
    privacy: 'public',
  });
  const member = await givenSomeoneElse('pages-member');
  await givenJoinedGroup(member, group.id);
  const post = await givenPost(page, group.id, 'Walked 5 km today, who is in tomorrow?');
  await givenReaction(member, group.id, post, 'like');
  await member.request.dispose();
  return group;
}

/** The organizer of a busy challenge, admin of a group with a post, and author of a forum post. */
export async function givenTheMainScreensScene(page: SignedIn) {
  const challenge = await givenABusyChallenge(page);
  const group = await givenAGroupWithAPost(page);
  const post = await givenForumPost(page, {
    title: `${uniqueWord()} bigger buttons`,
    description: 'For thumbs.',
    category: 'feature_request',
  });
  return { challenge, group, post };
}

export type MainScreensScene = Awaited<ReturnType<typeof givenTheMainScreensScene>>;

/** A tab of the open screen by its exact name. */
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** WCAG contrast of two CSS rgb() colours. */
export function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
