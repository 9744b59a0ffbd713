import { useLingui } from '@lingui/react/macro';
import { PasswordInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PasswordChecklist } from './password-checklist';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps<Values extends NewPasswordValues> {
  form: UseFormReturnType<Values>;
  passwordLabel: string;
  confirmLabel: string;
  /** the first field of its form: focused when the form opens */
  isFirstField?: boolean;
}

/**
 * A password being chosen (sign-up, reset): the field with the rules of product-rules.md#password-rules ticked as it
 * is typed, then the same password again.
 */
export function NewPasswordFields<Values extends NewPasswordValues>({
  form,
  passwordLabel,
  confirmLabel,
  isFirstField = false,
}: NewPasswordFieldsProps<Values>) {
  const { t } = useLingui();
  return (
    <>
      <Stack gap="xs">
        <PasswordInput
          label={passwordLabel}
          autoComplete="new-password"
          data-autofocus={isFirstField || undefined}
          {...form.getInputProps('password')}
        />
        <PasswordChecklist password={form.values.password} />
      </Stack>
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        placeholder={t`Type it again`}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
