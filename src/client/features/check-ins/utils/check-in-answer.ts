import { needsStepCountConfirmation } from '#shared/check-ins/check-in-limits';

// A check-in's answer as the forms and the Today rows give it, apart from the form itself: the dashboard's rows need
// these without the challenge page's form and its notes field (decision 067).

export interface CheckInAnswer {
  met?: boolean;
  stepCount?: number;
  /** the day's amount, for an amount goal (decision 082) */
  amount?: number;
  /** the person confirmed a count above the plausible bound (product-rules.md#plausible-step-counts) */
  confirmStepCount?: boolean;
  notes: string;
}

/** The count a step field holds: text that is not a number counts as 0 (product-rules.md#recording-a-check-in). */
export const stepCountOf = (value: number | string) => (typeof value === 'number' ? value : 0);

/**
 * Whether saving `stepCount` first asks the person: above the plausible bound, unless it is the count already saved
 * (confirmed then).
 */
export const asksToConfirm = (stepCount: number, saved: number | null = null) =>
  needsStepCountConfirmation(stepCount) && stepCount !== saved;
