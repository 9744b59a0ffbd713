import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useCopyText } from '#client/hooks/use-copy-text';
import { useForm } from '@mantine/form';
import { focusFirstError } from '#client/lib/focus-first-error';
import { lazyAfterPaint } from '#client/lib/lazy-after-paint';
import { showToast } from '#client/lib/toast';
import { useConfirmTwoStep } from '../api/confirm-two-step';
import { TwoStepRefusal } from '../api/two-step-refusal';
import { typeableSecretOf } from '../utils/totp-secret';

// the QR encoder is needed only here, after the password: off the Settings page's first paint
const TotpQrCode = lazyAfterPaint(() => import('./totp-qr-code'));

const APP_CODE = /^\d{6}$/;

interface AuthenticatorSetupProps {
  totpURI: string;
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * Turning two-step verification on, after the password: the secret as a QR code and as text to type into an
 * authenticator app, then a code from the app; only a right code turns it on.
 */
export function AuthenticatorSetup({ totpURI, onConfirmed, onCancel }: AuthenticatorSetupProps) {
  const { t } = useLingui();
  const confirm = useConfirmTwoStep();
  const secret = typeableSecretOf(totpURI);
  const { copied, copy } = useCopyText();
  const copyKey = async (key: string) => {
    if (!(await copy(key.replaceAll(' ', ''))))
      showToast({ kind: 'error', message: t`Could not copy. Please select the key and copy it.` });
  };
  const form = useForm({
    initialValues: { code: '' },
    transformValues: ({ code }) => ({ code: code.replace(/\s/g, '') }),
    validate: {
      code: (value) =>
        APP_CODE.test(value.replace(/\s/g, ''))
          ? null
          : t`Enter the 6-digit code from your authenticator app.`,
    },
  });

  const submit = form.onSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
    } catch (error) {
      const refusal = error instanceof TwoStepRefusal ? error : null;
      if (refusal?.field === 'code') return form.setFieldError('code', refusal.message);
      showToast({ kind: 'error', message: refusal?.message ?? t`Something went wrong. Please try again.` });
      return;
    }
    onConfirmed();
  }, focusFirstError(form));

  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          1. Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft
          Authenticator, 1Password or Aegis.
        </Trans>
      </Text>
      <Box p="xs" bg="white" style={{ alignSelf: 'center', borderRadius: 12 }}>
        <TotpQrCode value={totpURI} label={t`QR code for your authenticator app`} />
      </Box>
      {secret && (
        <Stack gap="xs">
          <Textarea
            label={t`Can’t scan it? Enter this key in the app instead:`}
            value={secret}
            readOnly
            autosize
            minRows={2}
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textAlign: 'center' } }}
          />
          {/* on a phone the QR code is on the very screen the app would scan: the key is copied, or opened */}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconCopy size={18} aria-hidden />}
              onClick={() => void copyKey(secret)}
            >
              {copied ? <Trans>Copied</Trans> : <Trans>Copy key</Trans>}
            </Button>
            <Button
              component="a"
              href={totpURI}
              variant="default"
              leftSection={<IconExternalLink size={18} aria-hidden />}
            >
              <Trans>Open in an authenticator app</Trans>
            </Button>
          </Group>
        </Stack>
      )}
      <form onSubmit={submit} noValidate aria-label={t`Confirm two-step verification`}>
        <Stack gap="sm">
          <TextInput
            label={t`2. Enter the 6-digit code the app shows`}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            {...form.getInputProps('code')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              <Trans>Turn on</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
