import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';

// The check-in limits the screens show and the API enforces, in a module without zod so the check-in row does not
// load the contracts' validation library (decision 067).

// product-rules.md#recording-a-check-in, word for word.
export const MAX_STEP_COUNT = 100_000;

/**
 * Above this many steps in one day the person confirms the count before it is saved
 * (product-rules.md#plausible-step-counts, decision 040); MAX_STEP_COUNT stays the hard limit.
 */
export const PLAUSIBLE_STEP_COUNT = 60_000;
/** The confirm step's question and the API's refusal of an unconfirmed count: shown with `translated(i18n, …)`. */
export const CONFIRM_STEP_COUNT_MESSAGE = translatable(msg`60,000+ steps in one day? Confirm to save.`);

/** Whether saving `stepCount` needs the person's confirmation. */
export const needsStepCountConfirmation = (stepCount: number | undefined) =>
  stepCount !== undefined && stepCount > PLAUSIBLE_STEP_COUNT;

/** The longest reason an organizer may give when flagging a check-in (decision 040). */
export const FLAG_REASON_MAX = 200;
