import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { focusFirstError } from '#client/lib/focus-first-error';
import { showToast } from '#client/lib/toast';
import { AUTH_SUCCESS, failureOf } from '../api/auth-failures';
import { type SignInCodeInput, useVerifySignInCode } from '../api/verify-sign-in-code';
import { type AuthNotice } from './auth-alert';
import { AuthTextButton } from './auth-links';

interface TwoStepCodeFormProps {
  onNotice: (notice: AuthNotice | null) => void;
  /** back to the password: the person chose to, or this sign-in is over */
  onBackToPassword: () => void;
}

const APP_CODE = /^\d{6}$/;

/**
 * The second step of signing in with two-step verification on (product-rules.md#two-step-verification): the code the
 * authenticator app shows, or one of the backup codes, and whether to trust this browser for 30 days.
 */
export function TwoStepCodeForm({ onNotice, onBackToPassword }: TwoStepCodeFormProps) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<SignInCodeInput['kind']>('app');
  const verify = useVerifySignInCode();
  const form = useForm({
    initialValues: { code: '', trustDevice: false },
    transformValues: (values) => ({ ...values, code: values.code.replace(/[\s-]/g, '') }),
    validate: {
      code: (value) => {
        const code = value.replace(/[\s-]/g, '');
        if (kind === 'backup') return code ? null : t`Enter one of your backup codes.`;
        return APP_CODE.test(code) ? null : t`Enter the 6-digit code from your authenticator app.`;
      },
    },
  });

  const switchKind = () => {
    setKind(kind === 'app' ? 'backup' : 'app');
    form.setFieldValue('code', '');
    form.clearErrors();
    onNotice(null);
  };

  const submit = form.onSubmit(async ({ code, trustDevice }) => {
    onNotice(null);
    // a backup code is written as it was shown, with its dash
    const written = kind === 'backup' && code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
    try {
      await verify.mutateAsync({ kind, code: written, trustDevice });
      showToast({ kind: 'success', message: i18n._(AUTH_SUCCESS.signIn) });
    } catch (error) {
      const failure = failureOf(error, i18n);
      onNotice({ kind: failure.kind ?? 'error', message: failure.message });
      if (failure.backToPassword) onBackToPassword();
    }
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="two-step-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="two-step-heading">
            <Trans>Two-step verification</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {kind === 'app' ? (
              <Trans>Enter the 6-digit code your authenticator app shows.</Trans>
            ) : (
              <Trans>Enter one of the backup codes you saved. Each one works once.</Trans>
            )}
          </Text>
        </Stack>
        {kind === 'app' ? (
          <TextInput
            key="app"
            label={t`Authentication code`}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            autoFocus
            {...form.getInputProps('code')}
          />
        ) : (
          <TextInput
            key="backup"
            label={t`Backup code`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            autoFocus
            {...form.getInputProps('code')}
          />
        )}
        {/* a card, so the whole of it is the tap target */}
        <Checkbox.Card
          checked={form.values.trustDevice}
          onChange={(checked) => form.setFieldValue('trustDevice', checked)}
          withBorder={false}
          p={4}
        >
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Checkbox.Indicator mt={2} />
            <div>
              <Text size="sm">
                <Trans>Trust this device for 30 days</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>Only on a device nobody else uses.</Trans>
              </Text>
            </div>
          </Group>
        </Checkbox.Card>
        <Button type="submit" fullWidth size="md" loading={verify.isPending}>
          <Trans>Verify</Trans>
        </Button>
        <Group justify="space-between" gap="xs">
          <AuthTextButton onClick={switchKind}>
            {kind === 'app' ? (
              <Trans>Use a backup code instead</Trans>
            ) : (
              <Trans>Use your authenticator app instead</Trans>
            )}
          </AuthTextButton>
          <AuthTextButton
            onClick={() => {
              onNotice(null);
              onBackToPassword();
            }}
          >
            <Trans>Back to sign in</Trans>
          </AuthTextButton>
        </Group>
      </Stack>
    </form>
  );
}
