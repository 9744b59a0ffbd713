import { useLingui } from '@lingui/react/macro';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_TITLE_MAX,
  FEEDBACK_TITLE_MESSAGE,
  FEEDBACK_TITLE_REQUIRED,
  feedbackSchema,
  type FeedbackCategory,
} from '#shared/feedback/feedback.schemas';
import { translated } from '#shared/i18n/translatable';
import { ApiError } from '#client/lib/api-client';
import { focusFirstError } from '#client/lib/focus-first-error';
import { showToast } from '#client/lib/toast';
import { useSubmitFeedback } from '../api/submit-feedback';
import { feedbackFailureToast } from '../utils/feedback-messages';
import { RatingField } from './rating-field';
import { FormActions } from '#client/components/form-actions';

interface FormValues {
  category: FeedbackCategory;
  rating: number;
  title: string;
  description: string;
}

const validateInput = localSchemaResolver(feedbackSchema);

/**
 * The feedback form (product-rules.md#feedback-dialog): category (default Feature Request), rating (default 5), a
 * title that is not blank, an optional description. A failure keeps everything typed.
 */
export function FeedbackForm({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const categoryOptions = FEEDBACK_CATEGORIES.map((value) => ({
    value,
    label: i18n._(FEEDBACK_CATEGORY_LABELS[value]),
  }));
  const submitFeedback = useSubmitFeedback();
  const form = useForm<FormValues>({
    initialValues: { category: 'feature', rating: 5, title: '', description: '' },
    validate: validateInput,
  });
  const focusError = focusFirstError(form);

  const submit = form.onSubmit(
    async (values) => {
      try {
        // checked above: the parse only trims and turns an empty description into null
        await submitFeedback.mutateAsync(feedbackSchema.parse(values));
      } catch (error) {
        showToast({ kind: 'error', ...feedbackFailureToast(error, i18n) });
        if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
        return;
      }
      showToast({
        kind: 'success',
        title: t`Feedback Submitted!`,
        message: t`Thank you for your feedback. We appreciate your input!`,
      });
      onSent();
    },
    (errors: FormErrors) => {
      // the errors are in the shown language already
      const titleMessage = translated(i18n, FEEDBACK_TITLE_MESSAGE);
      if (errors.title === titleMessage) {
        showToast({ kind: 'error', title: i18n._(FEEDBACK_TITLE_REQUIRED), message: titleMessage });
      }
      focusError(errors);
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t`Send feedback`}>
      <Stack gap="md">
        <Select
          label={t`Category`}
          data={categoryOptions}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <RatingField value={form.values.rating} onChange={(rating) => form.setFieldValue('rating', rating)} />
        <TextInput
          label={t`Title`}
          withAsterisk
          placeholder={t`Brief summary of your feedback`}
          maxLength={FEEDBACK_TITLE_MAX}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t`Description`}
          description={t`Optional`}
          placeholder={t`Tell us more...`}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={FEEDBACK_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <FormActions
          submitLabel={t`Submit Feedback`}
          isPending={submitFeedback.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
