import { msg, t } from '@lingui/core/macro';
import {
  REPORT_REASON_LABELS,
  type ReportReason,
  type ReportTargetKind,
} from '#shared/moderation/moderation.schemas';
import { translatable } from '#shared/i18n/translatable';
import type { NotificationMessage } from '#server/features/notifications/notification-messages';

// The moderation API's refusals and what it tells the reporter and the reported person (decision 085), each
// notification written in its recipient's language.

export const moderationMessages = {
  contentNotFound: translatable(msg`This content was not found, or you cannot see it.`),
  ownContent: translatable(msg`You cannot report your own content.`),
  alreadyReported: translatable(msg`You have already reported this. A moderator will look at it.`),
  reportNotFound: translatable(msg`Report not found`),
  notModerator: translatable(msg`Only site administrators and group moderators can moderate.`),
  siteAdminsOnly: translatable(msg`Only site administrators can suspend accounts.`),
  alreadyHandled: translatable(msg`This report has already been handled.`),
  notHidden: translatable(msg`This content is not hidden.`),
  noAuthor: translatable(msg`This content has no author to warn or suspend.`),
  notHideable: translatable(
    msg`Challenges and profiles cannot be hidden. Warn the person, or suspend their account.`,
  ),
  notSuspended: translatable(msg`This account is not suspended.`),
  selfSuspension: translatable(msg`You cannot suspend your own account.`),
  alreadySuspended: translatable(msg`This account is already suspended.`),
  personNotFound: translatable(msg`Person not found`),
  tooManyReports: translatable(msg`Too many reports. Please wait a while.`),
} as const;

/** The reported content named in a sentence, e.g. 'Your forum post'. */
const kindName = (kind: ReportTargetKind) =>
  ({
    forum_post: msg`forum post`,
    forum_comment: msg`forum comment`,
    group_post: msg`group post`,
    group_comment: msg`group comment`,
    group: msg`group`,
    challenge: msg`challenge`,
    profile: msg`profile`,
    check_in_note: msg`check-in note`,
  })[kind];

/** To the reporter: what became of their report. */
export function reportOutcome(
  kind: ReportTargetKind,
  outcome: 'hidden' | 'dismissed' | 'warned' | 'suspended',
): NotificationMessage {
  return {
    title: (i18n) => t(i18n)`Your report was reviewed`,
    message: (i18n) => {
      const what = i18n._(kindName(kind));
      switch (outcome) {
        case 'hidden':
          return t(i18n)`Thank you. The ${what} you reported has been hidden.`;
        case 'warned':
          return t(i18n)`Thank you. The author of the ${what} you reported has been warned.`;
        case 'suspended':
          return t(i18n)`Thank you. The account behind the ${what} you reported has been suspended.`;
        case 'dismissed':
          return t(
            i18n,
          )`Thank you. A moderator looked at the ${what} you reported and found no reason to act.`;
      }
    },
  };
}

/** To the reported person: what a moderator did and why. */
export function actionOnYourContent(
  kind: ReportTargetKind,
  action: 'hide' | 'restore' | 'warn' | 'suspend',
  why: { note: string | null; reason: ReportReason },
): NotificationMessage {
  return {
    title: (i18n) =>
      action === 'warn' ? t(i18n)`A warning from the moderators` : t(i18n)`A moderator acted`,
    message: (i18n) => {
      const what = i18n._(kindName(kind));
      // the moderator's own words when they wrote some, else the reason the report gave
      const reason = why.note ?? i18n._(REPORT_REASON_LABELS[why.reason]);
      switch (action) {
        case 'hide':
          return t(i18n)`Your ${what} was hidden by a moderator. Reason: ${reason}`;
        case 'restore':
          return t(i18n)`Your ${what} is visible again.`;
        case 'warn':
          return t(i18n)`A moderator warned you about your ${what}. Reason: ${reason}`;
        case 'suspend':
          return t(i18n)`Your account was suspended because of your ${what}. Reason: ${reason}`;
      }
    },
  };
}

/** To a person whose suspension was lifted. */
/** A site administrator suspended the account from the instance page, not over a report. */
export function accountSuspended(reason: string): NotificationMessage {
  return {
    title: (i18n) => t(i18n)`A moderator acted`,
    message: (i18n) => t(i18n)`Your account was suspended by a site administrator. Reason: ${reason}`,
  };
}

export function suspensionLifted(): NotificationMessage {
  return {
    title: (i18n) => t(i18n)`Your account is active again`,
    message: (i18n) => t(i18n)`A site administrator lifted the suspension of your account.`,
  };
}
