import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, PasswordInput, Stack } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { useDisclosure } from '@mantine/hooks';
import { signInSchema } from '#shared/auth/auth.schemas';
import { showToast } from '#client/lib/toast';
import { AUTH_SUCCESS, failureOf } from '../api/auth-failures';
import { useSingleSignOn } from '../api/get-sign-up-mode';
import { useSignIn } from '../api/sign-in';
import { type AuthNotice } from './auth-alert';
import { PasskeySignIn } from './passkey-sign-in';
import { EmailInput } from './email-input';
import { focusFirstError } from '#client/lib/focus-first-error';
import { AuthTextButton } from './auth-links';
import { ResetRequestDialog } from './reset-request-dialog';
import { TwoStepCodeForm } from './two-step-code-form';
import { useState } from 'react';
import { SingleSignOn } from './single-sign-on';

interface SignInFormProps {
  initialEmail: string;
  onEmailChange: (email: string) => void;
  onNotice: (notice: AuthNotice | null) => void;
  onSwitchToSignUp: (email: string, notice: AuthNotice) => void;
}

export function SignInForm({ initialEmail, onEmailChange, onNotice, onSwitchToSignUp }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    initialValues: { email: initialEmail, password: '' },
    validate: localSchemaResolver(signInSchema),
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email) onEmailChange(values.email);
    },
  });
  const signIn = useSignIn();
  const singleSignOn = useSingleSignOn();
  const [isResetDialogOpen, resetDialog] = useDisclosure(false);
  // the password was right and two-step verification is on: the code is asked next (decision 088)
  const [isCodeNeeded, setCodeNeeded] = useState(false);

  const submit = form.onSubmit(async (values) => {
    onNotice(null);
    try {
      const outcome = await signIn.mutateAsync(signInSchema.parse(values));
      if (outcome === 'code-needed') return setCodeNeeded(true);
      showToast({ kind: 'success', message: i18n._(AUTH_SUCCESS.signIn) });
    } catch (error) {
      const failure = failureOf(error, i18n);
      const notice: AuthNotice = { kind: failure.kind ?? 'error', message: failure.message };
      if (failure.switchTo === 'signup') onSwitchToSignUp(values.email.trim(), notice);
      else onNotice(notice);
    }
  }, focusFirstError(form));

  const hasOtherWays = browserSupportsWebAuthn() || Boolean(singleSignOn.data);

  if (isCodeNeeded) {
    return <TwoStepCodeForm onNotice={onNotice} onBackToPassword={() => setCodeNeeded(false)} />;
  }

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t`Sign in`}>
        <Stack gap="md">
          <EmailInput {...form.getInputProps('email')} />
          <Stack gap={6}>
            <PasswordInput
              label={t`Password`}
              autoComplete="current-password"
              placeholder={t`Your password`}
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <AuthTextButton onClick={resetDialog.open}>
                <Trans>Forgot password?</Trans>
              </AuthTextButton>
            </Group>
          </Stack>
          <Button type="submit" fullWidth size="md" loading={signIn.isPending}>
            <Trans>Sign In</Trans>
          </Button>
        </Stack>
      </form>
      {/* the other ways in, under one 'or': single sign-on when configured, a passkey where the browser can */}
      {hasOtherWays && <Divider label={<Trans>or</Trans>} labelPosition="center" my="xs" />}
      <Stack gap="sm">
        <SingleSignOn onNotice={onNotice} />
        <PasskeySignIn onNotice={onNotice} />
      </Stack>
      <ResetRequestDialog
        opened={isResetDialogOpen}
        onClose={resetDialog.close}
        initialEmail={form.values.email}
        onSent={resetDialog.close}
      />
    </>
  );
}
