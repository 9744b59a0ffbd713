import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ChallengeResults, ResultsEntry } from '#shared/challenge-rounds/challenge-rounds.types';
import { NO_PODIUM_TEXT, ordinal, resultFigures } from '#shared/challenge-rounds/result-figures';
import { dateRange } from '#server/features/link-previews/link-preview-cards';
import { cut, FACT_CHARACTERS, type PreviewCard } from '#server/features/link-previews/preview-image';

/**
 * A finished challenge's results as a card to share (decision 068): its title and dates, one line per podium place,
 * and the reader's own result. Drawn from the results view the reader may read, so every name is the one the
 * reader's board shows them — the image can tell nobody more than that reader already sees. In the reader's
 * language (`i18n`), its places too ('1st' in English, '1.' in German).
 */
export function resultsCard(i18n: I18n, results: ChallengeResults): PreviewCard {
  const figures = (entry: ResultsEntry) => resultFigures(i18n, entry, results);
  const places = new Map<number, ResultsEntry[]>();
  for (const entry of results.podium) {
    if (entry.position === null) continue;
    places.set(entry.position, [...(places.get(entry.position) ?? []), entry]);
  }
  // a shared place has one standing: its people share one line, and their names give way to its figures
  const podiumLines = [...places].map(([position, entries]) => {
    const place = `${ordinal(i18n, position)} `;
    const said = ` · ${figures(entries[0]!)}`;
    const names = entries.map((entry) => entry.person.name).join(', ');
    return `${place}${cut(names, FACT_CHARACTERS - place.length - said.length)}${said}`;
  });
  const own = results.entries.find((entry) => entry.person.id === results.viewer.userId);
  const ownLine = own && ownResult(i18n, own, figures);
  const dates = dateRange(i18n.locale, results.startDate, results.endDate);
  return {
    kind: t(i18n)`Final results · ${dates}`,
    title: results.title,
    facts: [
      ...(podiumLines.length > 0 ? podiumLines : [i18n._(NO_PODIUM_TEXT)]),
      ...(ownLine ? [ownLine] : []),
    ],
  };
}

/** 'You: 2nd · 3 days • 21% • best streak 3', or 'You: no check-ins'. */
function ownResult(i18n: I18n, own: ResultsEntry, figuresOf: (entry: ResultsEntry) => string) {
  if (own.position === null) return t(i18n)`You: no check-ins`;
  const place = ordinal(i18n, own.position);
  const figures = figuresOf(own);
  return t(i18n)`You: ${place} · ${figures}`;
}
