import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
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
}

export function SignUpForm({ initialEmail, onEmailChange, onNotice, onSwitchToSignIn }: SignUpFormProps) {
  const form = useForm({
    initialValues: { name: '', email: initialEmail, password: '', confirmPassword: '' },
    validate: schemaResolver(signUpSchema, { sync: true }),
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email) onEmailChange(values.email);
    },
  });
  const signUp = useSignUp();

  const submit = form.onSubmit(async (values) => {
    onNotice(null);
    try {
      const { needsConfirmation } = await signUp.mutateAsync(signUpSchema.parse(values));
      if (needsConfirmation) onNotice({ kind: 'info', message: AUTH_SUCCESS.confirmEmail });
      else showToast({ kind: 'success', message: AUTH_SUCCESS.signUp });
    } catch (error) {
      const failure = failureOf(error);
      const notice: AuthNotice = { kind: 'error', message: failure.message, reasons: failure.reasons };
      if (failure.switchTo === 'signin') onSwitchToSignIn(values.email.trim(), notice);
      else onNotice(notice);
    }
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label="Create an account">
      <Stack gap="md">
        <TextInput label="Name" autoComplete="name" placeholder="Your name" {...form.getInputProps('name')} />
        <EmailInput {...form.getInputProps('email')} />
        <NewPasswordFields form={form} passwordLabel="Password" confirmLabel="Confirm Password" />
        <Button type="submit" fullWidth size="md" loading={signUp.isPending}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
