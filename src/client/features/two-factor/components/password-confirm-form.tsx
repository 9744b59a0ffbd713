import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { focusFirstError } from '#client/lib/focus-first-error';
import { showToast } from '#client/lib/toast';
import { TwoStepRefusal } from '../api/two-step-refusal';

interface PasswordConfirmFormProps {
  /** names the form for assistive technology: what the password is asked for */
  label: string;
  submitLabel: string;
  isDanger?: boolean;
  isPending: boolean;
  /** throws a TwoStepRefusal when refused */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** The password, asked again before each change to two-step verification (product-rules.md#two-step-verification). */
export function PasswordConfirmForm(props: PasswordConfirmFormProps) {
  const { label, submitLabel, isDanger = false, isPending, onConfirm, onCancel } = props;
  const { t } = useLingui();
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : t`Enter your password.`) },
  });

  const submit = form.onSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
    } catch (error) {
      const refusal = error instanceof TwoStepRefusal ? error : null;
      if (refusal?.field === 'password') return form.setFieldError('password', refusal.message);
      showToast({ kind: 'error', message: refusal?.message ?? t`Something went wrong. Please try again.` });
    }
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <PasswordInput
          label={t`Your password`}
          autoComplete="current-password"
          autoFocus
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" color={isDanger ? 'red' : undefined} loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
