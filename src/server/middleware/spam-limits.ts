import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { INVITATIONS_PER_HOUR } from '#shared/invitations/invitations.schemas';
import { limitPerPerson, type PersonLimit } from './rate-limit';

// Every allowance a person has of what reaches other people, an hour and a day, in one table (decision 086;
// product-rules.md#limits-against-spam). Generous for a busy member, tight enough that a script meets them quickly.

export const forumPostLimit: PersonLimit = {
  name: 'forum-post',
  perHour: 20,
  perDay: 50,
  hourMessage: translatable(msg`You have posted a lot in the last hour. Please try again in an hour.`),
  dayMessage: translatable(msg`You have posted a lot today. Please try again tomorrow.`),
};

export const groupPostLimit: PersonLimit = {
  ...forumPostLimit,
  name: 'group-post',
  perHour: 60,
  perDay: 150,
};

export const forumCommentLimit: PersonLimit = {
  name: 'forum-comment',
  perHour: 120,
  perDay: 300,
  hourMessage: translatable(msg`You have commented a lot in the last hour. Please try again in an hour.`),
  dayMessage: translatable(msg`You have commented a lot today. Please try again tomorrow.`),
};

export const groupCommentLimit: PersonLimit = {
  ...forumCommentLimit,
  name: 'group-comment',
  perHour: 240,
  perDay: 600,
};

/** Forum votes, reactions to group posts and cheers, on and off alike, counted together. */
export const reactionLimit: PersonLimit = {
  name: 'reaction',
  perHour: 300,
  perDay: 1000,
  hourMessage: translatable(msg`You have reacted a lot in the last hour. Please try again in an hour.`),
  dayMessage: translatable(msg`You have reacted a lot today. Please try again tomorrow.`),
};

/** Invitations to a challenge, each an e-mail (decision 012). */
export const invitationLimit: PersonLimit = {
  name: 'invitations',
  perHour: INVITATIONS_PER_HOUR,
  perDay: 50,
  hourMessage: translatable(
    msg`You have sent a lot of invitations in the last hour. Please try again in an hour.`,
  ),
  dayMessage: translatable(msg`You have sent a lot of invitations today. Please try again tomorrow.`),
};

/** Of those, the ones to an address with no account: e-mail to strangers, what a spammer would send. */
export const newAddressInvitationLimit: PersonLimit = {
  name: 'invitations-to-new-addresses',
  perHour: 10,
  perDay: 20,
  hourMessage: translatable(
    msg`You have invited a lot of e-mail addresses without an account in the last hour. Please try again in an hour.`,
  ),
  dayMessage: translatable(
    msg`You have invited a lot of e-mail addresses without an account today. Please try again tomorrow.`,
  ),
};

/** Adding people to a group, or a group's members to its challenge: each is told so in the bell. */
export const addingPeopleLimit: PersonLimit = {
  name: 'adding-people',
  perHour: 60,
  perDay: 300,
  hourMessage: translatable(
    msg`You have added a lot of people in the last hour. Please try again in an hour.`,
  ),
  dayMessage: translatable(msg`You have added a lot of people today. Please try again tomorrow.`),
};

export const forumPostGuard = limitPerPerson(forumPostLimit);
export const groupPostGuard = limitPerPerson(groupPostLimit);
export const forumCommentGuard = limitPerPerson(forumCommentLimit);
export const groupCommentGuard = limitPerPerson(groupCommentLimit);
export const reactionGuard = limitPerPerson(reactionLimit);
export const invitationGuard = limitPerPerson(invitationLimit);
export const addingPeopleGuard = limitPerPerson(addingPeopleLimit);
