import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CheckInAnswer } from './check-in-answer';

/** An answer not yet on the server, as the card names it: 'Met goal', 'Missed goal' or '8,000 steps'. */
export function answerLabel(i18n: I18n, answer: Pick<CheckInAnswer, 'met' | 'stepCount'>): string {
  if (answer.stepCount !== undefined) {
    const { stepCount } = answer;
    // English says 'steps' for every count, as it always did; the plural is for the languages that need one
    return i18n._(msg`${plural(stepCount, { one: '# steps', other: '# steps' })}`);
  }
  return answer.met ? i18n._(msg`Met goal`) : i18n._(msg`Missed goal`);
}
