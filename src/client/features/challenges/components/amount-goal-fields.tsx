import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { amountGoalText, DIRECTION_NAMES, UNIT_NAMES } from '#shared/challenges/amount-texts';
import {
  AMOUNT_DIRECTIONS,
  AMOUNT_UNITS,
  type AmountDirection,
  type AmountUnit,
  MAX_CUSTOM_UNIT_LENGTH,
} from '#shared/challenges/daily-goal';
import { amountNumberProps } from '#client/lib/amount-number-props';
import type { ChallengeFormValues } from '../utils/challenge-form-values';

/**
 * An amount goal (decision 082): at least or at most, a daily target, a unit from the list or the organizer's own
 * word, said back as a sentence ('At least 20 pages a day'). On edit only the target can change.
 */
export function AmountGoalFields({
  form,
  isEdit,
}: {
  form: UseFormReturnType<ChallengeFormValues>;
  isEdit: boolean;
}) {
  const { t, i18n } = useLingui();
  const amount = form.values.goalConfig.amount;
  const target = typeof amount.target === 'number' ? amount.target : Number.NaN;
  const customUnit = amount.customUnit.trim();
  const isComplete = target > 0 && (amount.unit !== 'custom' || customUnit !== '');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label={t`Each day`}
          data={AMOUNT_DIRECTIONS.map((direction) => ({
            value: direction,
            label: i18n._(DIRECTION_NAMES[direction]),
          }))}
          allowDeselect={false}
          disabled={isEdit}
          {...form.getInputProps('goalConfig.amount.direction')}
          onChange={(value) =>
            value && form.setFieldValue('goalConfig.amount.direction', value as AmountDirection)
          }
        />
        <NumberInput
          label={t`Daily target`}
          withAsterisk
          {...amountNumberProps(amount.unit)}
          // keep what was typed and let the form say what is wrong, as the other number fields do
          clampBehavior="none"
          {...form.getInputProps('goalConfig.amount.target')}
        />
        <Select
          label={t`Unit`}
          data={AMOUNT_UNITS.map((unit) => ({ value: unit, label: i18n._(UNIT_NAMES[unit]) }))}
          allowDeselect={false}
          disabled={isEdit}
          {...form.getInputProps('goalConfig.amount.unit')}
          onChange={(value) => value && form.setFieldValue('goalConfig.amount.unit', value as AmountUnit)}
        />
      </SimpleGrid>
      {amount.unit === 'custom' ? (
        <TextInput
          label={t`Your unit`}
          withAsterisk
          placeholder={t`e.g. chapters`}
          maxLength={MAX_CUSTOM_UNIT_LENGTH}
          disabled={isEdit}
          {...form.getInputProps('goalConfig.amount.customUnit')}
        />
      ) : null}
      {isComplete ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {amountGoalText(i18n, { ...amount, target, customUnit })}
        </Text>
      ) : null}
    </Stack>
  );
}
