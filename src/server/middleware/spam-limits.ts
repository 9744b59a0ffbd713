import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { INVITATIONS_PER_HOUR } from '#shared/invitations/invitations.schemas';
import { limitPerPerson, type PersonLimit } from './rate-limit';

// Every allowance a person has of what reaches other people, an hour and a day, in one table (decision 086;
// product-rules.md#limits-against-spam). Generous for a busy member, tight enough that a script meets them quickly.

/** What a person is told when a window is full, by what they did: the hour's words and the day's. */
const TOLD = {
  posted: {
    hourMessage: translatable(msg`You have posted a lot in the last hour. Please try again in an hour.`),
    dayMessage: translatable(msg`You have posted a lot today. Please try again tomorrow.`),
  },
  commented: {
    hourMessage: translatable(msg`You have commented a lot in the last hour. Please try again in an hour.`),
    dayMessage: translatable(msg`You have commented a lot today. Please try again tomorrow.`),
  },
  reacted: {
    hourMessage: translatable(msg`You have reacted a lot in the last hour. Please try again in an hour.`),
    dayMessage: translatable(msg`You have reacted a lot today. Please try again tomorrow.`),
  },
  invited: {
    hourMessage: translatable(
      msg`You have sent a lot of invitations in the last hour. Please try again in an hour.`,
    ),
    dayMessage: translatable(msg`You have sent a lot of invitations today. Please try again tomorrow.`),
  },
  invitedNewAddresses: {
    hourMessage: translatable(
      msg`You have invited a lot of e-mail addresses without an account in the last hour. Please try again in an hour.`,
    ),
    dayMessage: translatable(
      msg`You have invited a lot of e-mail addresses without an account today. Please try again tomorrow.`,
    ),
  },
  added: {
    hourMessage: translatable(
      msg`You have added a lot of people in the last hour. Please try again in an hour.`,
    ),
    dayMessage: translatable(msg`You have added a lot of people today. Please try again tomorrow.`),
  },
} satisfies Record<string, Pick<PersonLimit, 'hourMessage' | 'dayMessage'>>;

type Told = (typeof TOLD)[keyof typeof TOLD];
const limit = (name: string, perHour: number, perDay: number, told: Told): PersonLimit => ({
  name,
  perHour,
  perDay,
  ...told,
});

// The table — what is counted, how many an hour, how many a day, and what the person is told then.
export const forumPostLimit = limit('forum-post', 20, 50, TOLD.posted);
export const groupPostLimit = limit('group-post', 60, 150, TOLD.posted);
export const forumCommentLimit = limit('forum-comment', 120, 300, TOLD.commented);
export const groupCommentLimit = limit('group-comment', 240, 600, TOLD.commented);
/** Forum votes, reactions to group posts and cheers, on and off alike, counted together. */
export const reactionLimit = limit('reaction', 300, 1000, TOLD.reacted);
/** Invitations to a challenge, each an e-mail (decision 012). */
export const invitationLimit = limit('invitations', INVITATIONS_PER_HOUR, 50, TOLD.invited);
/** Of those, the ones to an address with no account: e-mail to strangers, what a spammer would send. */
export const newAddressInvitationLimit = limit(
  'invitations-to-new-addresses',
  10,
  20,
  TOLD.invitedNewAddresses,
);
/** Adding people to a group, or a group's members to its challenge: each is told so in the bell. */
export const addingPeopleLimit = limit('adding-people', 60, 300, TOLD.added);

export const forumPostGuard = limitPerPerson(forumPostLimit);
export const groupPostGuard = limitPerPerson(groupPostLimit);
export const forumCommentGuard = limitPerPerson(forumCommentLimit);
export const groupCommentGuard = limitPerPerson(groupCommentLimit);
export const reactionGuard = limitPerPerson(reactionLimit);
export const invitationGuard = limitPerPerson(invitationLimit);
export const addingPeopleGuard = limitPerPerson(addingPeopleLimit);
