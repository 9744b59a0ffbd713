import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import { useAppBadge } from '#client/hooks/use-app-badge';
import { openCheckInsOf } from '../utils/open-check-ins';
import { useTodayAnswers } from './use-today-answers';

/**
 * The app badge from the dashboard's Today rows (issue 28): the check-ins still open today, answers tapped or kept on
 * this device already taken off. Undefined rows (the dashboard not loaded yet) leave the badge alone.
 */
export function useOpenCheckInsBadge(entries: TodayEntry[] | undefined) {
  const answerOf = useTodayAnswers();
  useAppBadge(entries ? openCheckInsOf(entries, (entry) => answerOf(entry).isOnItsWay) : undefined);
}
