import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';

/** The check-in links API's refusal texts (product-rules.md#check-in-links). */
export const checkInLinkMessages = {
  notFound: translatable(msg`Check-in link not found`),
  tooMany: translatable(
    msg`You have the most check-in links one person may have (20). Revoke one you no longer use first.`,
  ),
  notYourChallenge: translatable(msg`You can make a check-in link only for a challenge you take part in.`),
};
