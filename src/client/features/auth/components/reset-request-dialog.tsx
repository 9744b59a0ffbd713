import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { useState } from 'react';
import { resetRequestSchema } from '#shared/auth/auth.schemas';
import { showToast } from '#client/lib/toast';
import { AUTH_SUCCESS, failureOf } from '../api/auth-failures';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthAlert, type AuthNotice } from './auth-alert';
import { EmailInput } from './email-input';
import { focusFirstError } from '#client/lib/focus-first-error';

interface ResetRequestDialogProps {
  opened: boolean;
  onClose: () => void;
  initialEmail: string;
  onSent: () => void;
}

/** 'Forgot password?': asks for the address and e-mails a reset link (product-rules.md#auth-messages). */
export function ResetRequestDialog({ opened, onClose, initialEmail, onSent }: ResetRequestDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Reset your password`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* mounted on each opening, so it starts from the address typed on the screen behind it */}
      <ResetRequestForm initialEmail={initialEmail} onSent={onSent} />
    </Modal>
  );
}

function ResetRequestForm({ initialEmail, onSent }: { initialEmail: string; onSent: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm({
    initialValues: { email: initialEmail.trim() },
    validate: localSchemaResolver(resetRequestSchema),
  });
  const requestReset = useRequestPasswordReset();
  const [notice, setNotice] = useState<AuthNotice | null>(null);

  const submit = form.onSubmit(async (values) => {
    setNotice(null);
    try {
      await requestReset.mutateAsync(resetRequestSchema.parse(values).email);
      showToast({ kind: 'success', message: i18n._(AUTH_SUCCESS.resetEmailSent) });
      onSent();
    } catch (error) {
      const { message } = failureOf(error, i18n);
      setNotice({ kind: 'error', message });
    }
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label={t`Request a password reset link`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            Enter the email address of your account and we will send you a link to choose a new password.
          </Trans>
        </Text>
        {notice && <AuthAlert notice={notice} onClose={() => setNotice(null)} />}
        <EmailInput data-autofocus {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={requestReset.isPending}>
          <Trans>Send Reset Link</Trans>
        </Button>
      </Stack>
    </form>
  );
}
