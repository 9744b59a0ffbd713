import { msg } from '@lingui/core/macro';

// The one-tap pages' texts (issue 28), written in the language of the person the link names.

export const answerTexts = {
  recordToday: (title: string) => msg`Record today for "${title}"`,
  recordDay: (day: string, title: string) => msg`Record ${day} for "${title}"`,
  willRecord: (answer: string) => msg`This will be recorded: ${answer}`,
  recordIt: msg`Record it`,
  amountLabel: msg`The day's amount`,
  soFar: (soFar: string) => msg`So far: ${soFar}`,
  save: msg`Save`,
  doneHeading: msg`Check-in recorded`,
  done: (title: string, day: string, answer: string) => msg`"${title}", ${day}: ${answer}`,
  openChallenge: msg`Open the challenge`,
  invalidHeading: msg`Link not valid`,
  invalid: msg`This check-in link is not valid. Check that you opened the whole link from the e-mail.`,
  expiredHeading: msg`This link has expired`,
  expired: msg`A one-tap answer works for 7 days after its day. Check in from the app instead.`,
  usedHeading: msg`This link was already used`,
  used: msg`Each one-tap answer records once. To change the day, open the challenge in the app.`,
  answeredHeading: msg`This day is already answered`,
  notInChallengeHeading: msg`You are no longer in this challenge`,
  notInChallenge: msg`Nothing was recorded. Join the challenge again in the app to check in.`,
  refusedHeading: msg`Nothing was recorded`,
  linkNotFoundHeading: msg`Check-in link not found`,
  linkNotFound: msg`This check-in link was revoked or never existed. Make a new one in Settings.`,
};
