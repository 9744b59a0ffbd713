import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { queryKeys } from '#client/lib/query-keys';
import { type PendingCheckIn, pendingCheckInsOf } from './outbox';

/** Whose check-ins wait on this device, and the way to keep one (check-in-outbox-provider.tsx). */
export interface CheckInOutbox {
  /** the signed-in person; null where nobody is */
  userId: string | null;
  /** keeps a check-in the server could not be reached for; null where nobody is signed in */
  keep: ((checkIn: Omit<PendingCheckIn, 'userId' | 'savedAt'>) => Promise<void>) | null;
}

export const CheckInOutboxContext = createContext<CheckInOutbox>({ userId: null, keep: null });

export const useCheckInOutbox = () => useContext(CheckInOutboxContext);

/** The person's check-ins waiting on this device, as a query: IndexedDB is on the device, so it is read offline too. */
export const pendingCheckInsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.checkIns.outbox(userId),
    queryFn: () => pendingCheckInsOf(userId),
    networkMode: 'always',
    staleTime: Infinity,
  });

/**
 * The signed-in person's check-ins waiting on this device. Each reader observes the list itself rather than taking
 * it from the provider's render: a screen that draws a check-in on its way from the mutation cache then reads both at
 * the same moment. Through the provider, a render of the screen alone (its dashboard answering) could come after
 * the write had ended but before the provider drew the list that now holds it, and the day flashed 'Not yet'.
 */
export function usePendingCheckIns(): PendingCheckIn[] {
  const { userId } = useCheckInOutbox();
  const { data = [] } = useQuery({ ...pendingCheckInsQuery(userId ?? ''), enabled: userId !== null });
  return data;
}

/** The check-in for that challenge and day waiting on this device, if any. */
export function usePendingCheckIn(challengeId: string, date: CalendarDate): PendingCheckIn | undefined {
  return usePendingCheckIns().find((checkIn) => checkIn.challengeId === challengeId && checkIn.date === date);
}
