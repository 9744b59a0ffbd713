// The Today panel opened with one challenge ready (issue 28): a reminder's tap and its 'Log…' action lead there. The
// server writes the link into a push, the dashboard reads it back: one spelling of the parameters for both.

/** The challenge whose Today row is scrolled to and highlighted. */
export const TODAY_CHALLENGE_PARAM = 'challenge';
/** Present ('1'): the row's amount or step field takes the focus, ready to type the day's amount. */
export const TODAY_LOG_PARAM = 'log';

/** `/dashboard?challenge=…`, with `&log=1` to open the row's amount field. */
export function todayLink(challengeId: string, { log = false }: { log?: boolean } = {}): string {
  const query = new URLSearchParams({ [TODAY_CHALLENGE_PARAM]: challengeId });
  if (log) query.set(TODAY_LOG_PARAM, '1');
  return `/dashboard?${query.toString()}`;
}
