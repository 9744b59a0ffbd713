import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { resetPasswordSchema } from '#shared/auth/auth.schemas';
import { showToast } from '#client/lib/toast';
import { AUTH_SUCCESS, failureOf } from '../api/auth-failures';
import { useResetPassword } from '../api/reset-password';
import { type AuthNotice } from './auth-alert';
import { focusFirstError } from '#client/lib/focus-first-error';
import { NewPasswordFields } from './new-password-fields';

interface NewPasswordFormProps {
  code: string;
  onNotice: (notice: AuthNotice | null) => void;
  /** Resolves once the screen no longer shows a signed-in session. */
  waitForSignedOut: () => Promise<void>;
  onPasswordUpdated: () => void;
}

/** The form an e-mailed reset link opens: a new password, confirmed, then sign in again with it. */
export function NewPasswordForm({
  code,
  onNotice,
  waitForSignedOut,
  onPasswordUpdated,
}: NewPasswordFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: localSchemaResolver(resetPasswordSchema),
  });
  const resetPassword = useResetPassword();

  const submit = form.onSubmit(async (values) => {
    onNotice(null);
    try {
      await resetPassword.mutateAsync({ newPassword: values.password, token: code, waitForSignedOut });
      showToast({ kind: 'success', message: i18n._(AUTH_SUCCESS.passwordUpdated) });
      onPasswordUpdated();
    } catch (error) {
      const failure = failureOf(error, i18n);
      onNotice({ kind: 'error', message: failure.message, reasons: failure.reasons });
    }
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label={t`Choose a new password`}>
      <Stack gap="md">
        <NewPasswordFields
          form={form}
          passwordLabel={t`New Password`}
          confirmLabel={t`Confirm New Password`}
          isFirstField
        />
        <Button type="submit" fullWidth size="md" loading={resetPassword.isPending}>
          <Trans>Update Password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
