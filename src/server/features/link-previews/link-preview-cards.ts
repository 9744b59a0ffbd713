import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { challengeTypeInfo } from '#shared/challenges/challenge-types';
import { memberCountLabel, participantCountLabel } from '#shared/domain/count-labels';
import { formatDayIn } from '#shared/i18n/formats';
import { PRODUCT_NAME } from '#shared/product-name';
import type { Deps } from '#server/app-env';
import { getPublicChallenge } from '#server/features/challenges/challenges.service';
import { getGroupCard } from '#server/features/groups/groups.service';
import { getInvitation } from '#server/features/invitations/invitations.service';
import type { PreviewCard } from './preview-image';

/**
 * What a pasted link shows before anyone opens it (decision 062): only what that link's own page shows a signed-out
 * holder, in the language of whoever fetches it (a chat app's crawler sends no cookie: its Accept-Language, else
 * English). `card` is drawn as the preview image; an invitation has none (its page shows no people or counts, and an
 * image address would put the token in one more URL).
 */
export interface LinkPreview {
  title: string;
  description: string;
  card: PreviewCard | null;
}

/**
 * A challenge's first and last day as every card image says them (link previews, the results image), in `locale`:
 * 'MMM d, yyyy' in English (product-rules.md#display-formats-and-toasts), whatever the server's zone.
 */
export const dateRange = (locale: string, start: string, end: string) =>
  `${formatDayIn(locale, start)} – ${formatDayIn(locale, end)}`;

/** The join-challenge link: the share page's facts (title, dates, organizer, participant count). */
export async function challengeLinkPreview(
  deps: Deps,
  i18n: I18n,
  challengeId: string,
): Promise<LinkPreview> {
  const challenge = await getPublicChallenge(deps, challengeId);
  const { organizerName, title } = challenge;
  const participants = participantCountLabel(i18n, challenge.participantCount);
  const challengeType = i18n._(challengeTypeInfo[challenge.challengeType].label);
  const facts = [
    dateRange(i18n.locale, challenge.startDate, challenge.endDate),
    ...(organizerName ? [t(i18n)`Organized by ${organizerName}`] : []),
    `${participants} · ${challengeType}`,
  ];
  return {
    title: t(i18n)`Join "${title}" on ${PRODUCT_NAME}`,
    description: `${facts.join(' · ')}. ${challenge.description}`,
    card: { kind: t(i18n)`Challenge`, title, facts },
  };
}

/** The join-group link: the group's card, public to anyone with the link (product-rules.md#groups). */
export async function groupLinkPreview(deps: Deps, i18n: I18n, groupId: string): Promise<LinkPreview> {
  const group = await getGroupCard(deps, groupId);
  const { createdByName, name } = group;
  const members = memberCountLabel(i18n, group.memberCount);
  const privacy = group.privacy === 'private' ? t(i18n)`Private group` : t(i18n)`Public group`;
  const facts = [`${members} · ${privacy}`, ...(createdByName ? [t(i18n)`Created by ${createdByName}`] : [])];
  return {
    title: t(i18n)`Join the group "${name}" on ${PRODUCT_NAME}`,
    description: [facts.join(' · '), group.description].filter(Boolean).join('. '),
    card: { kind: t(i18n)`Group`, title: name, facts },
  };
}

/** An invitation link: what its page shows — the challenge's title, dates and description, and who invited. */
export async function invitationLinkPreview(deps: Deps, i18n: I18n, token: string): Promise<LinkPreview> {
  // read as a signed-out holder; of that answer only the challenge and the inviter's name are used — never the
  // address it was sent to, which is for the sign-up form only
  const invitation = await getInvitation(deps, null, token);
  const { challenge, invitedByName } = invitation;
  const { title } = challenge;
  return {
    title: invitedByName
      ? t(i18n)`${invitedByName} invited you to "${title}" on ${PRODUCT_NAME}`
      : t(i18n)`You are invited to "${title}" on ${PRODUCT_NAME}`,
    description: `${dateRange(i18n.locale, challenge.startDate, challenge.endDate)}. ${challenge.description}`,
    card: null,
  };
}
