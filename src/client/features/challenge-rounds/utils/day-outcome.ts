import type { DayOutcome } from '#shared/challenge-rounds/challenge-rounds.types';

/**
 * How a calendar cell shows a day: a symbol and a colour for the eye, and the word for everyone (read by screen
 * readers and shown in the legend), so the colour is never the only sign (product-rules.md#results-and-rounds).
 */
export const dayOutcomeLook: Record<DayOutcome, { label: string; symbol: string; color: string }> = {
  met: { label: 'Met', symbol: '✓', color: 'teal' },
  missed: { label: 'Missed', symbol: '✗', color: 'red' },
  rest: { label: 'Rest day', symbol: 'z', color: 'indigo' },
  none: { label: 'No check-in', symbol: '–', color: 'gray' },
};

/** "Round 2 of Morning Walk Sprint" */
export const roundTitle = (roundNumber: number, title: string) => `Round ${roundNumber} of ${title}`;

/** A rate as the boards show it, or a dash for a round the person was not in. */
export const rateText = (rate: number | null) => (rate === null ? '—' : `${rate}%`);
