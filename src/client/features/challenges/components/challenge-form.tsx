import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { MAX_REST_DAY_BUDGET } from '#shared/check-ins/rest-days';
import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  END_AFTER_START_MESSAGE,
  earliestEndDate,
  isEndAfterStart,
} from '#shared/challenges/challenge-dates';
import { type ChallengeType, challengeTypeInfo, challengeTypes } from '#shared/challenges/challenge-types';
import { createChallengeSchema, updateChallengeSchema } from '#shared/challenges/challenges.schemas';
import { translated } from '#shared/i18n/translatable';
import { defaultRulesText } from '#shared/challenges/default-rules';
import type { CalendarDate } from '#shared/domain/calendar-date';
import {
  type ChallengeFormValues,
  endDateAfterPickingStart,
  rulesAfterPickingType,
  toCreateInput,
  toEditableFields,
} from '../utils/challenge-form-values';
import { focusFirstError } from '#client/lib/focus-first-error';
import { GoalConfigFields } from './goal-config-fields';
import { DayPickerInput } from '#client/components/day-picker-input';
import { RulesOffer } from './rules-offer';
import { FormActions } from '#client/components/form-actions';

/** 0 to 3 rest days per person (product-rules.md#rest-days) */
const REST_DAY_OPTIONS = Array.from({ length: MAX_REST_DAY_BUDGET + 1 }, (_, n) => String(n));

const validateCreate = localSchemaResolver(createChallengeSchema);
const validateUpdate = localSchemaResolver(updateChallengeSchema);
interface ChallengeFormProps {
  mode: 'create' | 'edit';
  initialValues: ChallengeFormValues;
  /** edit: why the start date cannot move (active: product-rules.md#editing-a-challenge), if it cannot */
  startDateLockReason?: string;
  /** edit: why the end date cannot move (a completed challenge keeps its dates), if it cannot */
  endDateLockReason?: string;
  /** edit: no start date before this day (product-rules.md#editing-a-challenge) */
  minStartDate?: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** resolves to the server's field errors, if it refused some fields */
  onSubmit: (values: ChallengeFormValues) => Promise<FormErrors | void>;
  onCancel: () => void;
}

/**
 * The create and edit form of product-rules.md#creating-a-challenge, #editing-a-challenge, validated by the same
 * schema as the server.
 */
export function ChallengeForm({
  mode,
  initialValues,
  startDateLockReason,
  endDateLockReason,
  minStartDate,
  submitLabel,
  isSubmitting,
  onSubmit,
  onCancel,
}: ChallengeFormProps) {
  const { t, i18n } = useLingui();
  const typeOptions = challengeTypes.map((type) => ({
    value: type,
    label: i18n._(challengeTypeInfo[type].label),
  }));
  const form = useForm<ChallengeFormValues>({
    initialValues,
    validate: (values) => {
      const errors =
        mode === 'create' ? validateCreate(toCreateInput(values)) : validateUpdate(toEditableFields(values));
      // zod checks the order of the dates only once every field is valid; say it at once
      if (!isEndAfterStart(values)) errors.endDate ??= translated(i18n, END_AFTER_START_MESSAGE);
      return errors;
    },
  });

  const focusError = focusFirstError(form);
  const submit = form.onSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    if (fieldErrors) {
      form.setErrors(fieldErrors);
      focusError(fieldErrors);
    }
  }, focusError);

  // the type whose rules are offered over rules the person wrote, until they answer
  const [offeredRulesType, setOfferedRulesType] = useState<ChallengeType | null>(null);
  function pickType(type: ChallengeType) {
    const next = rulesAfterPickingType(i18n, form.values.rules, type);
    form.setFieldValue('challengeType', type);
    form.setFieldValue('rules', next.rules);
    setOfferedRulesType(next.shouldOffer ? type : null);
  }
  function answerRulesOffer(rules: string) {
    form.setFieldValue('rules', rules);
    setOfferedRulesType(null);
    // the offer's buttons are gone: the rules field is where the answer shows
    form.getInputNode('rules')?.focus();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? t`Create a challenge` : t`Edit challenge`}
    >
      <Stack gap="md">
        <TextInput
          label={t`Title`}
          withAsterisk
          placeholder={t`e.g. 14 Days Sugar-Free`}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t`Description`}
          withAsterisk
          autosize
          minRows={3}
          placeholder={t`What is this challenge about?`}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DayPickerInput
            label={t`Start date`}
            withAsterisk
            minDate={minStartDate}
            disabled={startDateLockReason !== undefined}
            description={startDateLockReason}
            {...form.getInputProps('startDate')}
            // the form keeps '' for "no date" so the schema says 'is required'; the picker wants null
            value={form.values.startDate || null}
            onChange={(date) => {
              const startDate = date ?? '';
              // a new challenge runs 14 days: its end follows the start unless the person chose another
              if (mode === 'create')
                form.setFieldValue('endDate', endDateAfterPickingStart(form.values, startDate));
              form.setFieldValue('startDate', startDate);
            }}
          />
          <DayPickerInput
            label={t`End date`}
            withAsterisk
            minDate={
              form.values.startDate ? earliestEndDate(form.values.startDate as CalendarDate) : undefined
            }
            disabled={endDateLockReason !== undefined}
            description={endDateLockReason}
            {...form.getInputProps('endDate')}
            // the form keeps '' for "no date" so the schema says 'is required'; the picker wants null
            value={form.values.endDate || null}
            onChange={(date) => form.setFieldValue('endDate', date ?? '')}
          />
        </SimpleGrid>
        <Textarea
          label={t`Rules`}
          withAsterisk
          description={t`One rule per line.`}
          autosize
          minRows={4}
          {...form.getInputProps('rules')}
        />
        <Select
          label={t`Challenge type`}
          data={typeOptions}
          allowDeselect={false}
          disabled={mode === 'edit'}
          description={mode === 'edit' ? t`The type cannot change after creation.` : undefined}
          {...form.getInputProps('challengeType')}
          onChange={(type) => {
            if (type) pickType(type as ChallengeType);
          }}
        />
        {offeredRulesType ? (
          <RulesOffer
            typeLabel={i18n._(challengeTypeInfo[offeredRulesType].label)}
            onReplace={() => answerRulesOffer(defaultRulesText(i18n, offeredRulesType))}
            onKeep={() => answerRulesOffer(form.values.rules)}
          />
        ) : null}
        <GoalConfigFields form={form} mode={mode} />
        {mode === 'create' ? (
          <NumberInput
            label={t`Maximum participants`}
            description={t`Between 1 and 10, including you.`}
            min={1}
            max={10}
            allowDecimal={false}
            allowNegative={false}
            // keep what was typed (11, 0) and let the form say 'between 1 and 10', instead of silently
            // changing it to a value the person did not choose when the field loses focus
            clampBehavior="none"
            {...form.getInputProps('maxParticipants')}
          />
        ) : null}
        <Select
          label={t`Rest days per person`}
          description={t`Days a participant may take off without breaking their streak (0 to 3).`}
          data={REST_DAY_OPTIONS}
          allowDeselect={false}
          value={String(form.values.restDayBudget)}
          onChange={(value) => form.setFieldValue('restDayBudget', Number(value ?? 0))}
        />
        <FormActions submitLabel={submitLabel} isPending={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
