import {
  type ChallengeType,
  DEFAULT_BEDTIME,
  DEFAULT_TARGET_STEPS,
} from '../../../../shared/challenges/challenge-types';
import {
  CHALLENGE_LENGTH_DAYS,
  type CreateChallengeInput,
  type UpdateChallengeInput,
} from '../../../../shared/challenges/challenges.schemas';
import type { ChallengeDetail } from '../../../../shared/challenges/challenges.types';
import { addDays, type CalendarDate } from '../../../../shared/domain/calendar-date';

/** Spec §5: the default rules text, one rule per line. */
export const DEFAULT_RULES = [
  'No added sugar in any form',
  'Natural sugars in whole fruits are allowed',
  'Check in daily',
  'Support other participants',
].join('\n');

export interface ChallengeFormValues {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  rules: string;
  challengeType: ChallengeType;
  goalConfig: { bedtime: string; target_steps: number | string };
  maxParticipants: number | string;
}

export const emptyChallengeForm: ChallengeFormValues = {
  title: '',
  description: '',
  startDate: '',
  endDate: '',
  rules: DEFAULT_RULES,
  challengeType: 'custom',
  goalConfig: { bedtime: DEFAULT_BEDTIME, target_steps: DEFAULT_TARGET_STEPS },
  maxParticipants: 10,
};

/** The form opened on a stored challenge (edit). */
export function challengeFormValuesOf(challenge: ChallengeDetail): ChallengeFormValues {
  const { bedtime, target_steps } = challenge.goalConfig;
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
    },
    maxParticipants: challenge.maxParticipants,
  };
}

/** Only the settings the type lets its creator choose (spec §3); the server adds the type's labels. */
function goalConfigOf({ challengeType, goalConfig }: ChallengeFormValues): Record<string, unknown> {
  if (challengeType === 'sleep_early') return { bedtime: goalConfig.bedtime };
  if (challengeType === 'step_count') return { target_steps: goalConfig.target_steps };
  return {};
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
  };
}

/** Every field an edit may change, for validating the whole form. */
export function toEditableFields(values: ChallengeFormValues): UpdateChallengeInput {
  const { title, description, startDate, endDate, rules } = values;
  return { title, description, startDate, endDate, rules, goalConfig: goalConfigOf(values) };
}

/**
 * The edit request: only what changed (spec §5). Both dates go together when either changed, so the server can
 * check the end is still after the start.
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
  const isChosen = previous.endDate !== '' && previous.endDate > newStart && !isStillProposal;
  return isChosen ? previous.endDate : proposal(newStart);
}
