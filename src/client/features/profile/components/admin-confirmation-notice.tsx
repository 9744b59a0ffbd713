import { Alert, Button, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { showToast } from '#client/lib/toast';
import { useSendEmailConfirmation } from '../api/send-email-confirmation';

/**
 * For an address listed as a site administrator whose e-mail is not confirmed yet: the rights wait for the
 * confirmation (so nobody gains them by signing up first with an administrator's address).
 */
export function AdminConfirmationNotice({ email, returnTo }: { email: string; returnTo: string }) {
  const send = useSendEmailConfirmation();

  function sendConfirmation() {
    send.mutate(
      { email, callbackURL: returnTo },
      {
        onSuccess: () =>
          showToast({
            kind: 'success',
            message: `Confirmation e-mail sent to ${email}. Open its link to use your administrator rights.`,
          }),
        onError: () =>
          showToast({ kind: 'error', message: 'Failed to send the confirmation e-mail. Please try again.' }),
      },
    );
  }

  return (
    <Alert
      variant="light"
      color="blue"
      radius="lg"
      icon={<IconShieldCheck aria-hidden />}
      title="Administrator rights"
    >
      <Text size="sm">Confirm your e-mail address to use your administrator rights.</Text>
      <Button size="xs" mt="sm" variant="default" loading={send.isPending} onClick={sendConfirmation}>
        Send confirmation e-mail
      </Button>
    </Alert>
  );
}
