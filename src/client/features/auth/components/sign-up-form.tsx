import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { signUpSchema } from '#shared/auth/auth.schemas';
import { showToast } from '#client/lib/toast';
import { AUTH_SUCCESS, failureOf } from '../api/auth-failures';
import { useSignUp } from '../api/sign-up';
import { type AuthNotice } from './auth-alert';
import { EmailInput } from './email-input';
import { focusFirstError } from '#client/lib/focus-first-error';
import { NewPasswordFields } from './new-password-fields';

interface SignUpFormProps {
  initialEmail: string;
  onEmailChange: (email: string) => void;
  onNotice: (notice: AuthNotice | null) => void;
  onSwitchToSignIn: (email: string, notice: AuthNotice) => void;
  /** the code of an administrator's invite link the screen was opened with */
  inviteCode?: string;
}

export function SignUpForm({
  initialEmail,
  onEmailChange,
  onNotice,
  onSwitchToSignIn,
  inviteCode,
}: SignUpFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    initialValues: { name: '', email: initialEmail, password: '', confirmPassword: '' },
    validate: localSchemaResolver(signUpSchema),
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email) onEmailChange(values.email);
    },
  });
  const signUp = useSignUp();

  const submit = form.onSubmit(async (values) => {
    onNotice(null);
    try {
      const { needsConfirmation } = await signUp.mutateAsync({ ...signUpSchema.parse(values), inviteCode });
      if (needsConfirmation) onNotice({ kind: 'info', message: i18n._(AUTH_SUCCESS.confirmEmail) });
      else showToast({ kind: 'success', message: i18n._(AUTH_SUCCESS.signUp) });
    } catch (error) {
      const failure = failureOf(error, i18n);
      const notice: AuthNotice = {
        kind: failure.kind ?? 'error',
        message: failure.message,
        reasons: failure.reasons,
      };
      if (failure.switchTo === 'signin') onSwitchToSignIn(values.email.trim(), notice);
      else onNotice(notice);
    }
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label={t`Create an account`}>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          autoComplete="name"
          placeholder={t`Your name`}
          {...form.getInputProps('name')}
        />
        <EmailInput {...form.getInputProps('email')} />
        <NewPasswordFields form={form} passwordLabel={t`Password`} confirmLabel={t`Confirm Password`} />
        <Button type="submit" fullWidth size="md" loading={signUp.isPending}>
          <Trans>Create Account</Trans>
        </Button>
      </Stack>
    </form>
  );
}
