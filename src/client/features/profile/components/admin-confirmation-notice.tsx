import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { showToast } from '#client/lib/toast';
import { useSendEmailConfirmation } from '../api/send-email-confirmation';

/**
 * For an address listed as a site administrator whose e-mail is not confirmed yet: the rights wait for the
 * confirmation (so nobody gains them by signing up first with an administrator's address).
 */
export function AdminConfirmationNotice({ email, returnTo }: { email: string; returnTo: string }) {
  const { t } = useLingui();
  const send = useSendEmailConfirmation();

  function sendConfirmation() {
    send.mutate(
      { email, callbackURL: returnTo },
      {
        onSuccess: () =>
          showToast({
            kind: 'success',
            message: t`Confirmation e-mail sent to ${email}. Open its link to use your administrator rights.`,
          }),
        onError: () =>
          showToast({ kind: 'error', message: t`Failed to send the confirmation e-mail. Please try again.` }),
      },
    );
  }

  return (
    <Alert
      variant="light"
      color="blue"
      radius="lg"
      icon={<IconShieldCheck aria-hidden />}
      title={t`Administrator rights`}
    >
      <Text size="sm">
        <Trans>Confirm your e-mail address to use your administrator rights.</Trans>
      </Text>
      <Button size="xs" mt="sm" variant="default" loading={send.isPending} onClick={sendConfirmation}>
        <Trans>Send confirmation e-mail</Trans>
      </Button>
    </Alert>
  );
}
