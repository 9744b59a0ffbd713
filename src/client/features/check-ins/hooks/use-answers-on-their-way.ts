import { useMutationState } from '@tanstack/react-query';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { mutationKeys } from '#client/lib/query-keys';
import type { CheckInAnswer } from '../utils/check-in-answer';

/** What was tapped for a challenge's day and is still on its way to the server. */
export type AnswerOnItsWay = CheckInAnswer | 'rest';

/**
 * The check-ins and rest days tapped in this tab that the server has not answered yet, read from the mutation cache
 * (each write's key names its challenge): the Today panel counts them as its rows show them, so 'N of M done' moves
 * on the tap with the row, not seconds later with the refreshed dashboard (decision 065).
 */
export function useAnswersOnTheirWay(): (
  challengeId: string,
  date: CalendarDate,
  /** the day's recorded check-in, whose change (an amount added to) may be on its way */
  checkInId?: string,
) => AnswerOnItsWay | undefined {
  const sent = useMutationState({
    filters: { mutationKey: mutationKeys.checkIns.all(), status: 'pending' },
    select: (mutation) => ({
      key: mutation.options.mutationKey ?? [],
      // what useCheckInActions records ({ date, ...answer, clientId }) or changes ({ id, ...answer }), and a rest
      // day declares ({ date })
      variables: mutation.state.variables as
        (CheckInAnswer & { date?: CalendarDate; id?: string }) | undefined,
    }),
  });
  return (challengeId, date, checkInId) => {
    for (const { key, variables } of sent) {
      if (key[2] !== challengeId) continue;
      if (key[1] === 'update' && checkInId !== undefined && variables?.id === checkInId) return variables;
      if (variables?.date !== date) continue;
      if (key[1] === 'rest-day') return 'rest';
      if (key[1] === 'record') return variables;
    }
    return undefined;
  };
}
