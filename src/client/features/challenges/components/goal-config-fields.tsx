import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_TARGET_STEPS, MIN_TARGET_STEPS } from '#shared/challenges/challenges.schemas';
import { formatNumber, numberSeparators } from '#client/i18n/formats';
import type { ChallengeFormValues } from '../utils/challenge-form-values';

/**
 * The goal settings of the chosen type (product-rules.md#challenge-types): a bedtime, a daily step target, or a fixed
 * goal.
 */
export function GoalConfigFields({ form }: { form: UseFormReturnType<ChallengeFormValues> }) {
  const { t } = useLingui();
  const minSteps = formatNumber(MIN_TARGET_STEPS);
  const maxSteps = formatNumber(MAX_TARGET_STEPS);
  const { thousand, decimal } = numberSeparators();
  switch (form.values.challengeType) {
    case 'sleep_early':
      return (
        <TimeInput
          label={t`Bedtime`}
          description={t`Participants aim to be in bed by this time.`}
          {...form.getInputProps('goalConfig.bedtime')}
        />
      );
    case 'step_count':
      return (
        <NumberInput
          label={t`Daily step target`}
          description={t`Between ${minSteps} and ${maxSteps}, in steps of 500.`}
          min={MIN_TARGET_STEPS}
          max={MAX_TARGET_STEPS}
          step={500}
          thousandSeparator={thousand}
          decimalSeparator={decimal}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('goalConfig.target_steps')}
        />
      );
    case 'sugar_free':
      return <FixedGoal text={t`Sugar-Free Day: each day without added sugar counts as met.`} />;
    default:
      return <FixedGoal text={t`Participants mark each day as met or missed.`} />;
  }
}

function FixedGoal({ text }: { text: string }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        <Trans>Goal</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </div>
  );
}
