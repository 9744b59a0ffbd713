import { CHEER_NAMES_SHOWN } from '#shared/cheers/cheer-names';
import type { CheerSummary } from '#shared/cheers/cheers.types';

// product-rules.md#cheers: how the cheers of a check-in read on screen.

/**
 * 'Cheered by Dee', 'Cheered by you and Dee', 'Cheered by Dee, Cy, Ben and 2 others'; null without cheers. The
 * viewer's own cheer reads 'you', first.
 */
export function cheeredByLabel({
  names,
  count,
  cheeredByViewer,
}: Pick<CheerSummary, 'names' | 'count' | 'cheeredByViewer'>): string | null {
  if (count === 0) return null;
  const shown = cheeredByViewer
    ? ['you', ...names.slice(0, CHEER_NAMES_SHOWN - 1)]
    : names.slice(0, CHEER_NAMES_SHOWN);
  const others = count - shown.length;
  const parts = others > 0 ? [...shown, `${others} ${others === 1 ? 'other' : 'others'}`] : shown;
  if (parts.length === 0) return null;
  const last = parts.pop()!;
  return `Cheered by ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}`;
}

/** The button's name says whose check-in ("Cheer Ana's check-in"); whether it is pressed is aria-pressed. */
export const cheerButtonLabel = (personName: string) => `Cheer ${personName}'s check-in`;

/** The summary a cheer shows at once, before the server answers. */
export function toggledCheers(cheers: CheerSummary): CheerSummary {
  const cheered = !cheers.cheeredByViewer;
  return { ...cheers, cheeredByViewer: cheered, count: Math.max(0, cheers.count + (cheered ? 1 : -1)) };
}

/** Whether a check-in's cheers show anything: a button to press, or cheers to count. */
export const hasCheerToShow = (cheers: CheerSummary) => cheers.canCheer || cheers.count > 0;
