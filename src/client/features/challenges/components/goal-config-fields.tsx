import { NumberInput, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_TARGET_STEPS, MIN_TARGET_STEPS } from '#shared/challenges/challenges.schemas';
import type { ChallengeFormValues } from '../utils/challenge-form-values';

/**
 * The goal settings of the chosen type (product-rules.md#challenge-types): a bedtime, a daily step target, or a fixed
 * goal.
 */
export function GoalConfigFields({ form }: { form: UseFormReturnType<ChallengeFormValues> }) {
  switch (form.values.challengeType) {
    case 'sleep_early':
      return (
        <TimeInput
          label="Bedtime"
          description="Participants aim to be in bed by this time."
          {...form.getInputProps('goalConfig.bedtime')}
        />
      );
    case 'step_count':
      return (
        <NumberInput
          label="Daily step target"
          description={`Between ${MIN_TARGET_STEPS.toLocaleString('en-US')} and ${MAX_TARGET_STEPS.toLocaleString('en-US')}, in steps of 500.`}
          min={MIN_TARGET_STEPS}
          max={MAX_TARGET_STEPS}
          step={500}
          thousandSeparator=","
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('goalConfig.target_steps')}
        />
      );
    case 'sugar_free':
      return <FixedGoal text="Sugar-Free Day: each day without added sugar counts as met." />;
    default:
      return <FixedGoal text="Participants mark each day as met or missed." />;
  }
}

function FixedGoal({ text }: { text: string }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        Goal
      </Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </div>
  );
}
