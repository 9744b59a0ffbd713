import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { CHEER_NAMES_SHOWN } from '#shared/cheers/cheer-names';
import type { CheerSummary } from '#shared/cheers/cheers.types';

// product-rules.md#cheers: how the cheers of a check-in read on screen.

/**
 * 'Cheered by Dee', 'Cheered by you and Dee', 'Cheered by Dee, Cy, Ben and 2 others'; null without cheers. The
 * viewer's own cheer reads 'you', first. The names before the last are joined by commas, as in every language shown.
 */
export function cheeredByLabel(
  { names: newest, count, cheeredByViewer }: Pick<CheerSummary, 'names' | 'count' | 'cheeredByViewer'>,
  i18n: I18n,
): string | null {
  if (count === 0) return null;
  const you = i18n._(
    msg({ message: 'you', comment: 'The viewer, first among those who cheered: "Cheered by you and Dee"' }),
  );
  const shown = cheeredByViewer
    ? [you, ...newest.slice(0, CHEER_NAMES_SHOWN - 1)]
    : newest.slice(0, CHEER_NAMES_SHOWN);
  const others = count - shown.length;
  if (shown.length === 0) return null;
  if (others > 0) {
    const names = shown.join(', ');
    return i18n._(msg`Cheered by ${names} and ${plural(others, { one: '# other', other: '# others' })}`);
  }
  const last = shown.pop()!;
  if (shown.length === 0) return i18n._(msg`Cheered by ${last}`);
  const first = shown.join(', ');
  return i18n._(msg`Cheered by ${first} and ${last}`);
}

/** The button's name says whose check-in ("Cheer Ana's check-in"); whether it is pressed is aria-pressed. */
export const cheerButtonLabel = (personName: string, i18n: I18n) =>
  i18n._(msg`Cheer ${personName}'s check-in`);

/** The summary a cheer shows at once, before the server answers. */
export function toggledCheers(cheers: CheerSummary): CheerSummary {
  const cheered = !cheers.cheeredByViewer;
  return { ...cheers, cheeredByViewer: cheered, count: Math.max(0, cheers.count + (cheered ? 1 : -1)) };
}

/** Whether a check-in's cheers show anything: a button to press, or cheers to count. */
export const hasCheerToShow = (cheers: CheerSummary) => cheers.canCheer || cheers.count > 0;
