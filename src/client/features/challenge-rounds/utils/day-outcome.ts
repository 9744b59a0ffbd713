import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DayOutcome } from '#shared/challenge-rounds/challenge-rounds.types';
import { formatPercent } from '#client/i18n/formats';

/**
 * How a calendar cell shows a day: a symbol and a colour for the eye, and the word for everyone (read by screen
 * readers and shown in the legend), so the colour is never the only sign (product-rules.md#results-and-rounds).
 */
export const dayOutcomeLook: Record<DayOutcome, { label: MessageDescriptor; symbol: string; color: string }> =
  {
    met: { label: msg`Met`, symbol: '✓', color: 'teal' },
    missed: { label: msg`Missed`, symbol: '✗', color: 'red' },
    rest: { label: msg`Rest day`, symbol: 'z', color: 'indigo' },
    none: { label: msg`No check-in`, symbol: '–', color: 'gray' },
  };

/** "Round 2 of Morning Walk Sprint" */
export const roundTitle = (i18n: I18n, roundNumber: number, title: string) =>
  i18n._(msg`Round ${roundNumber} of ${title}`);

/** A rate as the boards show it, or a dash for a round the person was not in. */
export const rateText = (rate: number | null) => (rate === null ? '—' : formatPercent(rate));
