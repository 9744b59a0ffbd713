import { Trans, useLingui } from '@lingui/react/macro';
import { Input, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AmountGoalFields } from './amount-goal-fields';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_TARGET_STEPS, MIN_TARGET_STEPS } from '#shared/challenges/challenges.schemas';
import { formatNumber, numberSeparators } from '#client/i18n/formats';
import type { ChallengeFormValues } from '../utils/challenge-form-values';

/**
 * The goal settings of the chosen type (product-rules.md#challenge-types): a bedtime, a daily step target, or a fixed
 * goal — or, for any type but steps, an amount (decision 082).
 */
export function GoalConfigFields({
  form,
  mode,
}: {
  form: UseFormReturnType<ChallengeFormValues>;
  mode: 'create' | 'edit';
}) {
  const { t } = useLingui();
  const minSteps = formatNumber(MIN_TARGET_STEPS);
  const maxSteps = formatNumber(MAX_TARGET_STEPS);
  const { thousand, decimal } = numberSeparators();
  switch (form.values.challengeType) {
    case 'sleep_early':
      return (
        <GoalKindFields form={form} mode={mode}>
          <TimeInput
            label={t`Bedtime`}
            description={t`Participants aim to be in bed by this time.`}
            {...form.getInputProps('goalConfig.bedtime')}
          />
        </GoalKindFields>
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
      return (
        <GoalKindFields form={form} mode={mode}>
          <FixedGoal text={t`Sugar-Free Day: each day without added sugar counts as met.`} />
        </GoalKindFields>
      );
    default:
      return (
        <GoalKindFields form={form} mode={mode}>
          <FixedGoal text={t`Participants mark each day as met or missed.`} />
        </GoalKindFields>
      );
  }
}

/**
 * Met or missed each day (the type's own goal, `children`), or an amount (decision 082): chosen on create; on edit
 * only an amount's target can change.
 */
function GoalKindFields({
  form,
  mode,
  children,
}: {
  form: UseFormReturnType<ChallengeFormValues>;
  mode: 'create' | 'edit';
  children: ReactNode;
}) {
  const { t } = useLingui();
  const isEdit = mode === 'edit';
  return (
    <Stack gap="sm">
      <Input.Wrapper
        label={t`Daily goal`}
        description={isEdit ? t`Only the daily target can change after creation.` : undefined}
      >
        <SegmentedControl
          fullWidth
          mt={4}
          disabled={isEdit}
          data={[
            { value: 'yes_no', label: t`Met or missed` },
            { value: 'amount', label: t`An amount` },
          ]}
          value={form.values.countsAmount ? 'amount' : 'yes_no'}
          onChange={(value) => form.setFieldValue('countsAmount', value === 'amount')}
        />
      </Input.Wrapper>
      {form.values.countsAmount ? <AmountGoalFields form={form} isEdit={isEdit} /> : children}
    </Stack>
  );
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
