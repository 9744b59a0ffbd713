import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The upcoming features the landing page offers a waitlist for (product-rules.md#what-the-product-is, #waitlist):
 * `key` is the English name the dialog is opened with and the server files each entry under, whatever the visitor's
 * language; `name` is what people read.
 */
const UPCOMING_FEATURES: readonly { key: string; name: MessageDescriptor }[] = [
  { key: 'Wearable Sync', name: msg`Wearable Sync` },
  { key: 'Team Challenges', name: msg`Team Challenges` },
  { key: 'AI Habit Coach', name: msg`AI Habit Coach` },
];

/** A feature's name in the shown language; a feature not listed keeps the name it was given. */
export function upcomingFeatureName(feature: string, i18n: I18n): string {
  const known = UPCOMING_FEATURES.find(({ key }) => key === feature);
  return known ? i18n._(known.name) : feature;
}
