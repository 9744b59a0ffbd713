import { translatable } from '#shared/i18n/translatable';
import type { I18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatDayIn } from '#shared/i18n/formats';
import { CONFIRM_STEP_COUNT_MESSAGE } from '#shared/check-ins/check-in-limits';

// product-rules.md#recording-a-check-in: the check-ins API's refusals (an unknown challenge is the challenges'
// notFound).
export const checkInMessages = {
  checkInNotFound: translatable(msg`Check-in not found`),
  joinToCheckIn: translatable(msg`You must join this challenge before you can check in.`),
  joinToEdit: translatable(msg`You must join this challenge before you can edit check-ins.`),
  joinToDelete: translatable(msg`You must join this challenge before you can delete check-ins.`),
  joinToSee: translatable(msg`You must join this challenge to see its check-ins.`),
  joinToRest: translatable(msg`You must join this challenge before you can take a rest day.`),
  stepCountRequired: translatable(msg`Please enter your step count.`),
  metRequired: translatable(msg`Please choose whether you met your goal.`),
  amountRequired: translatable(msg`Please enter the day's amount.`),
  clientIdReused: translatable(msg`This check-in id was already used for another check-in.`),
  // product-rules.md#plausible-step-counts and #flagged-check-ins (decision 040)
  confirmStepCount: CONFIRM_STEP_COUNT_MESSAGE,
  onlyOrganizerFlags: translatable(msg`Only the organizer can flag check-ins.`),
  templateNotFlaggable: translatable(msg`Check-ins of a template's copy cannot be flagged.`),
  // decision 061
  ownNotFlaggable: translatable(msg`You cannot flag your own check-in.`),
} as const;

/** The notification the flagged person gets (product-rules.md#notification-types), in their language. */
export const checkInFlaggedNotification = (input: {
  organizer: string;
  date: string;
  title: string;
  reason: string | null;
}) => ({
  title: (i18n: I18n) => t(i18n)`Check-in flagged`,
  message: (i18n: I18n) => {
    const { organizer, title, reason } = input;
    // a calendar date as lists show it ('Mar 8, 2026'), the same day whatever the server's zone
    const day = formatDayIn(i18n.locale, input.date);
    return reason
      ? t(i18n)`${organizer} flagged your check-in for ${day} in "${title}": ${reason}`
      : t(i18n)`${organizer} flagged your check-in for ${day} in "${title}".`;
  },
});
