import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural, selectOrdinal, t } from '@lingui/core/macro';
import { amountText } from '#shared/challenges/amount-texts';
import { formatNumberIn } from '#shared/i18n/formats';
import type { ChallengeResults, ResultsEntry } from './challenge-rounds.types';

/** What the results say when nobody met a day (the podium panel and the shared image alike), shown with `i18n._`. */
export const NO_PODIUM_TEXT: MessageDescriptor = msg`Nobody checked in, so there is no podium.`;

/**
 * What placed a person, as the podium says it (decision 061: the tie-break's figure too): a step challenge's points
 * and daily average, else met days, success rate and best streak, and an amount goal's total ('at least') or daily
 * average ('at most', decision 082). One wording for the panel and the shared image, in `i18n`'s language.
 */
export function resultFigures(
  i18n: I18n,
  entry: Pick<
    ResultsEntry,
    | 'stepPoints'
    | 'stepAverage'
    | 'successfulDays'
    | 'successRate'
    | 'bestStreak'
    | 'amountTotal'
    | 'amountAverage'
  >,
  { challengeType, dailyGoal }: Pick<ChallengeResults, 'challengeType' | 'dailyGoal'>,
): string {
  if (challengeType === 'step_count') {
    const points = formatNumberIn(i18n.locale, entry.stepPoints);
    const dailyAverage = entry.stepAverage;
    return t(i18n)`${points} points • ${dailyAverage}% daily average`;
  }
  const { successfulDays, successRate, bestStreak } = entry;
  const figures = t(
    i18n,
  )`${plural(successfulDays, { one: '# day', other: '# days' })} • ${successRate}% • best streak ${bestStreak}`;
  if (dailyGoal.kind !== 'amount') return figures;
  if (dailyGoal.direction === 'at_most') {
    const average = amountText(i18n, entry.amountAverage, dailyGoal);
    return t(i18n)`${figures} • ${average} a day on average`;
  }
  const total = amountText(i18n, entry.amountTotal, dailyGoal);
  return t(i18n)`${figures} • ${total} in total`;
}

/**
 * A place in words, in `i18n`'s language: '1st', '2nd', '3rd', '4th' … '11th' … '21st' in English ('1.' in German),
 * by the language's ordinal plural rules.
 */
export function ordinal(i18n: I18n, position: number): string {
  return t(i18n)({
    comment: 'A place on the podium or the board: 1st, 2nd, 3rd…',
    message: selectOrdinal(position, { one: '#st', two: '#nd', few: '#rd', other: '#th' }),
  });
}
