import { type I18n, setupI18n } from '@lingui/core';
import {
  type ChallengeType,
  challengeTypes,
  DEFAULT_BEDTIME,
  DEFAULT_TARGET_STEPS,
} from '#shared/challenges/challenge-types';
import {
  CHALLENGE_LENGTH_DAYS,
  type CreateChallengeInput,
  splitRules,
  type UpdateChallengeInput,
} from '#shared/challenges/challenges.schemas';
import { isEndAfterStart } from '#shared/challenges/challenge-dates';
import { DEFAULT_REST_DAY_BUDGET } from '#shared/check-ins/rest-days';
import { defaultRulesText } from '#shared/challenges/default-rules';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { type AmountDirection, type AmountUnit, storedAmountGoal } from '#shared/challenges/daily-goal';
import { addDays, type CalendarDate } from '#shared/domain/calendar-date';

export interface ChallengeFormValues {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  rules: string;
  challengeType: ChallengeType;
  goalConfig: { bedtime: string; target_steps: number | string; amount: AmountFormValues };
  /** any type but step_count: met or missed each day, or an amount (decision 082) */
  countsAmount: boolean;
  maxParticipants: number | string;
  /** rest days per person (product-rules.md#rest-days) */
  restDayBudget: number;
}

/** An amount goal as the form holds it: the target as typed, the custom word empty until one is typed. */
export interface AmountFormValues {
  unit: AmountUnit;
  customUnit: string;
  target: number | string;
  direction: AmountDirection;
}

/** The amount a new goal proposes once 'An amount' is chosen. */
const NEW_AMOUNT: AmountFormValues = { unit: 'minutes', customUnit: '', target: 10, direction: 'at_least' };

/**
 * A new challenge opens as Sugar Free with the default rules of product-rules.md#creating-a-challenge (its sugar
 * rules), in the shown language: the rules and the type agree. A request without a type is still 'custom'
 * (#challenge-types) — decision 027.
 */
export const emptyChallengeForm = (i18n: I18n): ChallengeFormValues => ({
  title: '',
  description: '',
  startDate: '',
  endDate: '',
  rules: defaultRulesText(i18n, 'sugar_free'),
  challengeType: 'sugar_free',
  goalConfig: { bedtime: DEFAULT_BEDTIME, target_steps: DEFAULT_TARGET_STEPS, amount: NEW_AMOUNT },
  countsAmount: false,
  maxParticipants: 10,
  restDayBudget: DEFAULT_REST_DAY_BUDGET,
});

/** The form opened on a stored challenge (edit). */
export function challengeFormValuesOf(challenge: ChallengeDetail): ChallengeFormValues {
  const { bedtime, target_steps } = challenge.goalConfig;
  const amount = challenge.challengeType === 'step_count' ? null : storedAmountGoal(challenge.goalConfig);
  return {
    title: challenge.title,
    description: challenge.description,
    startDate: challenge.startDate,
    endDate: challenge.endDate,
    rules: challenge.rules.join('\n'),
    challengeType: challenge.challengeType,
    goalConfig: {
      bedtime: typeof bedtime === 'string' ? bedtime : DEFAULT_BEDTIME,
      target_steps: typeof target_steps === 'number' ? target_steps : DEFAULT_TARGET_STEPS,
      amount: amount ? { ...amount, customUnit: amount.customUnit ?? '' } : NEW_AMOUNT,
    },
    countsAmount: amount !== null,
    maxParticipants: challenge.maxParticipants,
    restDayBudget: challenge.restDayBudget,
  };
}

/**
 * Only the settings the type lets its creator choose (product-rules.md#challenge-types); the server adds the type's
 * labels.
 */
function goalConfigOf({
  challengeType,
  goalConfig,
  countsAmount,
}: ChallengeFormValues): Record<string, unknown> {
  if (challengeType === 'step_count') return { target_steps: goalConfig.target_steps };
  const { unit, customUnit, target, direction } = goalConfig.amount;
  const amount = countsAmount
    ? { amount: { unit, customUnit: unit === 'custom' ? customUnit : null, target, direction } }
    : {};
  return challengeType === 'sleep_early' ? { bedtime: goalConfig.bedtime, ...amount } : amount;
}

export function toCreateInput(values: ChallengeFormValues): CreateChallengeInput {
  return {
    title: values.title,
    description: values.description,
    startDate: values.startDate,
    endDate: values.endDate,
    rules: values.rules,
    challengeType: values.challengeType,
    goalConfig: goalConfigOf(values),
    maxParticipants: values.maxParticipants as number,
    restDayBudget: values.restDayBudget,
  };
}

/** Every field an edit may change, for validating the whole form. */
export function toEditableFields(values: ChallengeFormValues): UpdateChallengeInput {
  const { title, description, startDate, endDate, rules, restDayBudget } = values;
  return { title, description, startDate, endDate, rules, goalConfig: goalConfigOf(values), restDayBudget };
}

/**
 * The edit request: only what changed (product-rules.md#creating-a-challenge). Both dates go together when either
 * changed, so the server can check the end is still after the start.
 */
export function toUpdateInput(
  values: ChallengeFormValues,
  initial: ChallengeFormValues,
): UpdateChallengeInput {
  const input: UpdateChallengeInput = {};
  if (values.title !== initial.title) input.title = values.title;
  if (values.description !== initial.description) input.description = values.description;
  if (values.startDate !== initial.startDate || values.endDate !== initial.endDate) {
    if (values.startDate !== initial.startDate) input.startDate = values.startDate;
    input.endDate = values.endDate;
  }
  if (values.rules !== initial.rules) input.rules = values.rules;
  if (values.restDayBudget !== initial.restDayBudget) input.restDayBudget = values.restDayBudget;
  const goalConfig = goalConfigOf(values);
  if (JSON.stringify(goalConfig) !== JSON.stringify(goalConfigOf(initial))) input.goalConfig = goalConfig;
  return input;
}

/**
 * The end date once a start is picked: a challenge runs 14 days, so start + 13 is proposed while the end is empty,
 * no longer after the start, or still the proposal made for the previous start. An end the person chose stays.
 */
export function endDateAfterPickingStart(
  previous: Pick<ChallengeFormValues, 'startDate' | 'endDate'>,
  newStart: string,
): string {
  const proposal = (start: string) => addDays(start as CalendarDate, CHALLENGE_LENGTH_DAYS - 1);
  if (!newStart) return previous.endDate;
  const isStillProposal = previous.startDate !== '' && previous.endDate === proposal(previous.startDate);
  const isChosen =
    previous.endDate !== '' &&
    isEndAfterStart({ startDate: newStart, endDate: previous.endDate }) &&
    !isStillProposal;
  return isChosen ? previous.endDate : proposal(newStart);
}

const english = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });

/**
 * Rules nobody wrote: empty, or still the default rules of some type (blank lines and spaces aside), in the shown
 * language or in English (the form may have been opened before the language changed).
 */
function isUntouchedRules(i18n: I18n, rules: string): boolean {
  const lines = splitRules(rules).join('\n');
  if (lines === '') return true;
  return challengeTypes.some(
    (type) => lines === defaultRulesText(i18n, type) || lines === defaultRulesText(english, type),
  );
}

/**
 * The rules once another type is picked: rules nobody wrote become the new type's at once; rules the person wrote
 * stay, and `shouldOffer` says the form should offer the new type's rules rather than replace them unasked.
 */
export function rulesAfterPickingType(
  i18n: I18n,
  rules: string,
  newType: ChallengeType,
): { rules: string; shouldOffer: boolean } {
  const proposal = defaultRulesText(i18n, newType);
  if (isUntouchedRules(i18n, rules)) return { rules: proposal, shouldOffer: false };
  return { rules, shouldOffer: splitRules(rules).join('\n') !== proposal };
}
