import type { CheckInAnswer } from './check-in-answer';

/** An answer not yet on the server, as the card names it: 'Met goal', 'Missed goal' or '8,000 steps'. */
export function answerLabel(answer: Pick<CheckInAnswer, 'met' | 'stepCount'>): string {
  if (answer.stepCount !== undefined) return `${answer.stepCount.toLocaleString('en-US')} steps`;
  return answer.met ? 'Met goal' : 'Missed goal';
}
