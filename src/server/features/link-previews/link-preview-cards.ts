import { challengeTypeInfo } from '#shared/challenges/challenge-types';
import { memberCountLabel, participantCountLabel } from '#shared/domain/count-labels';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import type { Deps } from '#server/app-env';
import { i18nFor } from '#server/i18n/i18n-for';
import { getPublicChallenge } from '#server/features/challenges/challenges.service';
import { getGroupCard } from '#server/features/groups/groups.service';
import { getInvitation } from '#server/features/invitations/invitations.service';
import type { PreviewCard } from './preview-image';

// Link previews are written in English for now, as their cards and tags are (not yet per reader's language).
const english = () => i18nFor(SOURCE_LOCALE);

/**
 * What a pasted link shows before anyone opens it (decision 062): only what that link's own page shows a signed-out
 * holder. `card` is drawn as the preview image; an invitation has none (its page shows no people or counts, and an
 * image address would put the token in one more URL).
 */
export interface LinkPreview {
  title: string;
  description: string;
  card: PreviewCard | null;
}

// 'MMM d, yyyy' (product-rules.md#display-formats-and-toasts) of a calendar date, whatever the server's zone
const listDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A challenge's first and last day as every card image says them (link previews, the results image). */
export const dateRange = (start: string, end: string) =>
  `${listDate.format(new Date(`${start}T00:00:00Z`))} – ${listDate.format(new Date(`${end}T00:00:00Z`))}`;

/** The join-challenge link: the share page's facts (title, dates, organizer, participant count). */
export async function challengeLinkPreview(deps: Deps, challengeId: string): Promise<LinkPreview> {
  const challenge = await getPublicChallenge(deps, challengeId);
  const facts = [
    dateRange(challenge.startDate, challenge.endDate),
    ...(challenge.organizerName ? [`Organized by ${challenge.organizerName}`] : []),
    `${participantCountLabel(english(), challenge.participantCount)} · ${english()._(challengeTypeInfo[challenge.challengeType].label)}`,
  ];
  return {
    title: `Join "${challenge.title}" on HabitSprint`,
    description: `${facts.join(' · ')}. ${challenge.description}`,
    card: { kind: 'Challenge', title: challenge.title, facts },
  };
}

/** The join-group link: the group's card, public to anyone with the link (product-rules.md#groups). */
export async function groupLinkPreview(deps: Deps, groupId: string): Promise<LinkPreview> {
  const group = await getGroupCard(deps, groupId);
  const facts = [
    `${memberCountLabel(english(), group.memberCount)} · ${group.privacy === 'private' ? 'Private group' : 'Public group'}`,
    ...(group.createdByName ? [`Created by ${group.createdByName}`] : []),
  ];
  return {
    title: `Join the group "${group.name}" on HabitSprint`,
    description: [facts.join(' · '), group.description].filter(Boolean).join('. '),
    card: { kind: 'Group', title: group.name, facts },
  };
}

/** An invitation link: what its page shows — the challenge's title, dates and description, and who invited. */
export async function invitationLinkPreview(deps: Deps, token: string): Promise<LinkPreview> {
  // read as a signed-out holder; of that answer only the challenge and the inviter's name are used — never the
  // address it was sent to, which is for the sign-up form only
  const invitation = await getInvitation(deps, null, token);
  const { challenge } = invitation;
  const invitedBy = invitation.invitedByName ? `${invitation.invitedByName} invited you` : 'You are invited';
  return {
    title: `${invitedBy} to "${challenge.title}" on HabitSprint`,
    description: `${dateRange(challenge.startDate, challenge.endDate)}. ${challenge.description}`,
    card: null,
  };
}
