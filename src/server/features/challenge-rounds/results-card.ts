import type { ChallengeResults, ResultsEntry } from '#shared/challenge-rounds/challenge-rounds.types';
import { NO_PODIUM_TEXT, ordinal, resultFigures } from '#shared/challenge-rounds/result-figures';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import { dateRange } from '#server/features/link-previews/link-preview-cards';
import { i18nFor } from '#server/i18n/i18n-for';
import { cut, FACT_CHARACTERS, type PreviewCard } from '#server/features/link-previews/preview-image';

/**
 * A finished challenge's results as a card to share (decision 068): its title and dates, one line per podium place,
 * and the reader's own result. Drawn from the results view the reader may read, so every name is the one the
 * reader's board shows them — the image can tell nobody more than that reader already sees. In English, as every
 * card image is written for now (its 'Final results', places and 'You:' too).
 */
export function resultsCard(results: ChallengeResults): PreviewCard {
  const english = i18nFor(SOURCE_LOCALE);
  const figures = (entry: ResultsEntry) => resultFigures(english, entry, results.challengeType);
  const places = new Map<number, ResultsEntry[]>();
  for (const entry of results.podium) {
    if (entry.position === null) continue;
    places.set(entry.position, [...(places.get(entry.position) ?? []), entry]);
  }
  // a shared place has one standing: its people share one line, and their names give way to its figures
  const podiumLines = [...places].map(([position, entries]) => {
    const place = `${ordinal(position)} `;
    const said = ` · ${figures(entries[0]!)}`;
    const names = entries.map((entry) => entry.person.name).join(', ');
    return `${place}${cut(names, FACT_CHARACTERS - place.length - said.length)}${said}`;
  });
  const own = results.entries.find((entry) => entry.person.id === results.viewer.userId);
  const ownLine =
    own && (own.position === null ? 'You: no check-ins' : `You: ${ordinal(own.position)} · ${figures(own)}`);
  return {
    kind: `Final results · ${dateRange(results.startDate, results.endDate)}`,
    title: results.title,
    facts: [
      ...(podiumLines.length > 0 ? podiumLines : [english._(NO_PODIUM_TEXT)]),
      ...(ownLine ? [ownLine] : []),
    ],
  };
}
