import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';

// The instance page API's refusals (decision 087).
export const instanceMessages = {
  notAdmin: translatable(msg`Only site administrators can manage this HabitSprint.`),
  personNotFound: translatable(msg`This account does not exist.`),
  linkNotFound: translatable(msg`This invite link does not exist.`),
  notWaiting: translatable(msg`This account is not waiting for approval.`),
  adminNeedsConfirmedAddress: translatable(
    msg`Only an account with a confirmed e-mail address can be made a site administrator.`,
  ),
  listedAdmin: translatable(
    msg`This address is listed in ADMIN_EMAILS: its administrator rights can only be taken away there.`,
  ),
  lastAdmin: translatable(msg`HabitSprint needs at least one site administrator.`),
} as const;
