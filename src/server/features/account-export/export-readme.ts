import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import {
  CHECK_IN_CSV_COLUMNS,
  CSV_DIRECTION,
  CSV_KIND,
  CSV_MET,
  CSV_SOURCE,
  EXPORT_CSV_FILE,
  EXPORT_JSON_FILES,
} from '#shared/account-export/account-export.types';

/**
 * README.txt: what the zip is and what each file holds (product-rules.md#your-data), in the owner's language. The file
 * names, the CSV's columns and values and the times are data a program reads, so they are written as they are.
 */
export function exportReadme(i18n: I18n, madeAt: Date): string {
  const files = Object.entries(EXPORT_JSON_FILES).map(([name, what]) => `${name}\n  ${i18n._(what)}`);
  const title = t(i18n)`Your HabitSprint data`;
  const madeOn = madeAt.toISOString();
  const columns = CHECK_IN_CSV_COLUMNS.join(', ');
  const { check_in: checkIn, rest: restDay } = CSV_KIND;
  const { yes, no } = CSV_MET;
  const { at_least: atLeast, at_most: atMost } = CSV_DIRECTION;
  const { typed, synced } = CSV_SOURCE;
  return [
    title,
    '='.repeat(title.length),
    '',
    t(i18n)`Made on ${madeOn} (UTC), at your request, from everything you own or wrote in HabitSprint.`,
    t(
      i18n,
    )`Times are in UTC (ISO 8601); calendar days (check-in dates, challenge dates) are days as the challenge counts them.`,
    t(
      i18n,
    )`Other people appear only by name where a row needs it (who organises a challenge) or by id; never their e-mail addresses.`,
    '',
    t(i18n)`Each JSON file is an array of your rows of one kind (profile.json is one object):`,
    '',
    ...files,
    '',
    EXPORT_CSV_FILE,
    `  ${t(i18n)`Your check-ins and rest days as a spreadsheet, one row a day and challenge, with the columns: ${columns}.`}`,
    `  ${t(i18n)`Kind is "${checkIn}" or "${restDay}"; Met is "${yes}" or "${no}" (empty on a rest day); Steps only for step challenges.`}`,
    `  ${t(i18n)`Amount, Target, Unit and Direction only for amount goals and step challenges: the day's amount, the daily target it was measured against, the unit (such as "pages" or "km", or the organizer's own word) and "${atLeast}" or "${atMost}". Numbers are written with a dot before any decimals.`}`,
    `  ${t(i18n)`Source is "${synced}" when your phone's automation set the day's amount, else "${typed}" (you entered it).`}`,
    `  ${t(i18n)`UTF-8 with a header row; a note that starts with =, +, - or @ begins with an apostrophe so a spreadsheet shows it as text.`}`,
    '',
    t(
      i18n,
    )`Not included: your password (only its hash is stored, and it is never exported), session and link tokens, the
keys of your push subscriptions, and what others wrote (their posts, comments and cheers; cheers you received are
counted in check-ins.json). Uploaded pictures are listed by their link (/api/files/...), not copied into the zip.`,
    '',
  ].join('\n');
}
