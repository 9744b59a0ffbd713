import { createContext, useContext } from 'react';
import type { CalendarDate } from '#shared/domain/calendar-date';
import type { PendingCheckIn } from './outbox';

/** The signed-in person's check-ins waiting on this device, and the way to keep one (check-in-outbox-provider.tsx). */
export interface CheckInOutbox {
  pending: PendingCheckIn[];
  /** keeps a check-in the server could not be reached for; null where nobody is signed in */
  keep: ((checkIn: Omit<PendingCheckIn, 'userId' | 'savedAt'>) => Promise<void>) | null;
}

export const CheckInOutboxContext = createContext<CheckInOutbox>({ pending: [], keep: null });

export const useCheckInOutbox = () => useContext(CheckInOutboxContext);

/** The check-in for that challenge and day waiting on this device, if any. */
export function usePendingCheckIn(challengeId: string, date: CalendarDate): PendingCheckIn | undefined {
  return useCheckInOutbox().pending.find(
    (checkIn) => checkIn.challengeId === challengeId && checkIn.date === date,
  );
}
