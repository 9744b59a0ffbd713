import {
  CHECK_IN_CSV_COLUMNS,
  EXPORT_CSV_FILE,
  EXPORT_JSON_FILES,
} from '#shared/account-export/account-export.types';

/** README.txt: what the zip is and what each file holds (product-rules.md#your-data). */
export function exportReadme(madeAt: Date): string {
  const files = Object.entries(EXPORT_JSON_FILES).map(([name, what]) => `${name}\n  ${what}`);
  return [
    'Your HabitSprint data',
    '=====================',
    '',
    `Made on ${madeAt.toISOString()} (UTC), at your request, from everything you own or wrote in HabitSprint.`,
    'Times are in UTC (ISO 8601); calendar days (check-in dates, challenge dates) are days as the challenge counts them.',
    'Other people appear only by name where a row needs it (who organises a challenge) or by id; never their e-mail addresses.',
    '',
    'Each JSON file is an array of your rows of one kind (profile.json is one object):',
    '',
    ...files,
    '',
    EXPORT_CSV_FILE,
    `  Your check-ins and rest days as a spreadsheet, one row a day and challenge, with the columns: ${CHECK_IN_CSV_COLUMNS.join(', ')}.`,
    '  Kind is "check-in" or "rest day"; Met is "yes" or "no" (empty on a rest day); Steps only for step challenges.',
    '  UTF-8 with a header row; a note that starts with =, +, - or @ begins with an apostrophe so a spreadsheet shows it as text.',
    '',
    'Not included: your password (only its hash is stored, and it is never exported), session and link tokens, the',
    'keys of your push subscriptions, and what others wrote (their posts, comments and cheers; cheers you received are',
    'counted in check-ins.json). Uploaded pictures are listed by their link (/api/files/...), not copied into the zip.',
    '',
  ].join('\n');
}
