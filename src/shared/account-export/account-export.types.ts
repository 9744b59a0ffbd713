import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The "Download my data" zip (product-rules.md#your-data, decision 045): where it is, and what is in it.

/** The route that answers the zip; a plain link to it downloads with the session cookie. */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/**
 * Every JSON file of the zip, one per kind of data, and what README.txt says of each, written in the owner's language
 * (`i18n._`); the file names are the zip's and stay as they are.
 */
export const EXPORT_JSON_FILES = {
  'profile.json': msg`Your profile: name, e-mail address, timezone, photo, reminder and notification settings, and your calendar feed’s settings (not its secret link).`,
  'signed-in-devices.json': msg`The browsers you are signed in on: when each signed in and was last seen, its user agent and network address (no session tokens).`,
  'api-tokens.json': msg`Your personal access tokens: name, scope, when made and last used (never the secret).`,
  'passkeys.json': msg`Your passkeys: name, when added and last used (not the key).`,
  'check-in-links.json': msg`Your check-in links (for NFC tags and buttons): the challenge, when made and last used (never the link itself).`,
  'challenges-organised.json': msg`The challenges you organise: title, description, dates, rules, goal and limits.`,
  'participations.json': msg`Every challenge you take part in, when you joined, and who organises it (by name).`,
  'challenge-departures.json': msg`The challenges you left or were removed from, and when.`,
  'check-ins.json': msg`Every check-in and rest day: challenge, date, whether the goal was met, steps, notes, the number of cheers it received and an organizer’s flag on it.`,
  'check-in-flags-given.json': msg`The check-ins you flagged as an organizer, with your reason.`,
  'cheers-given.json': msg`The check-ins you cheered, and when.`,
  'invitations-sent.json': msg`The challenge invitations you sent: challenge, status and dates (without the invited address).`,
  'invitations-received.json': msg`The challenge invitations sent to your e-mail address, once you have confirmed it: challenge, status and dates.`,
  'group-memberships.json': msg`The groups you belong to, your role in each and when you joined.`,
  'group-posts.json': msg`The posts you wrote in groups, with their images (as file links).`,
  'group-post-comments.json': msg`The comments you wrote on group posts.`,
  'group-post-reactions.json': msg`Your reactions to group posts.`,
  'forum-posts.json': msg`The posts you wrote in the feedback forum.`,
  'forum-comments.json': msg`The comments you wrote in the feedback forum.`,
  'forum-votes.json': msg`The forum posts you voted for.`,
  'forum-subscriptions.json': msg`The forum posts whose updates you follow.`,
  'feedback.json': msg`The feedback you sent.`,
  'notifications.json': msg`The notifications you received.`,
  'push-subscriptions.json': msg`The devices that receive your push notifications (their endpoints only; no keys).`,
  'blocks.json': msg`The people you blocked; those you blocked from the forum without their name, as the forum shows them.`,
  'waitlist.json': msg`The upcoming features you signed up to hear about with your e-mail address, once you have confirmed it.`,
} satisfies Record<string, MessageDescriptor>;

export type ExportJsonFile = keyof typeof EXPORT_JSON_FILES;

export const EXPORT_CSV_FILE = 'check-ins.csv';
export const EXPORT_README_FILE = 'README.txt';

/**
 * check-ins.csv's header row, in order. The amount columns (issue 27), then Source (issue 28), come last, so a sheet
 * or a program reading the first columns by position reads them as before.
 */
export const CHECK_IN_CSV_COLUMNS = [
  'Challenge',
  'Date',
  'Kind',
  'Met',
  'Steps',
  'Notes',
  'Amount',
  'Target',
  'Unit',
  'Direction',
  'Source',
] as const;

/** The Kind column's two values (data a spreadsheet or a program reads: never translated). */
export const CSV_KIND = { check_in: 'check-in', rest: 'rest day' } as const;

/** The Source column's two values (data, like the Kind's): who wrote the day (product-rules.md#synced-amounts). */
export const CSV_SOURCE = { typed: 'typed', synced: 'synced' } as const;

/** The Met column's two values (data, like the Kind's). */
export const CSV_MET = { yes: 'yes', no: 'no' } as const;

/** The Direction column's two values (data, like the Kind's). */
export const CSV_DIRECTION = { at_least: 'at least', at_most: 'at most' } as const;

/** The download's file name for the day it was made (in the person's timezone). */
export const exportFileName = (day: string) => `habitsprint-export-${day}.zip`;
