import type { CheckIn } from '#shared/check-ins/check-ins.types';
import { deviceToday } from './device-today';

export type AmountOnItsWayFields = Pick<
  CheckIn,
  'kind' | 'met' | 'date' | 'stepCount' | 'amount' | 'amountTarget'
>;

/**
 * A recorded amount under its target on its day, still on its way up: an 'at least' goal's partial day (an 'at most'
 * day under its limit is met). Every screen says 'Not yet' for it, as the Today row does (decision 082); a step day
 * keeps the spec's met or missed on every count.
 */
export const isAmountOnItsWay = ({
  kind,
  met,
  stepCount,
  amount,
  amountTarget,
  date,
}: AmountOnItsWayFields) =>
  kind === 'check_in' &&
  !met &&
  stepCount === null &&
  amount !== null &&
  amountTarget !== null &&
  amount < amountTarget &&
  date >= deviceToday();
