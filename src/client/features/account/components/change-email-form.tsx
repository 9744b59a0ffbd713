import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { IconMailForward } from '@tabler/icons-react';
import { type ChangeEmailInput, changeEmailSchema } from '#shared/account/account.schemas';
import { ApiError, messageOf } from '#client/lib/api-client';
import { focusFirstError } from '#client/lib/focus-first-error';
import { showToast } from '#client/lib/toast';
import { useChangeEmail } from '../api/change-email';

/** The current address, a new one to confirm by the link sent to it, and the change waiting for that link. */
export function ChangeEmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const { t } = useLingui();
  const changeEmail = useChangeEmail();
  const form = useForm<ChangeEmailInput>({
    initialValues: { newEmail: '' },
    validate: localSchemaResolver(changeEmailSchema),
  });

  const submit = form.onSubmit(async ({ newEmail }) => {
    try {
      await changeEmail.mutateAsync({ newEmail });
    } catch (error) {
      if (error instanceof ApiError) form.setErrors({ newEmail: messageOf(error, t`Please try again.`) });
      showToast({
        kind: 'error',
        title: t`Failed to change your e-mail address`,
        message: messageOf(error, t`Please try again.`),
      });
      return;
    }
    form.setValues({ newEmail: '' });
    form.resetDirty({ newEmail: '' });
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-email-heading">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="change-email-heading">
          <Trans>E-mail address</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            You sign in with{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
            .
          </Trans>
        </Text>
        {pendingEmail && (
          <Alert
            variant="light"
            color="blue"
            radius="md"
            icon={<IconMailForward aria-hidden />}
            title={t`Check your inbox`}
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Trans>
                We sent a link to {pendingEmail}. Your address changes when you open it (within 24 hours).
              </Trans>
            </Text>
          </Alert>
        )}
        <TextInput
          label={t`New e-mail address`}
          type="email"
          autoComplete="email"
          {...form.getInputProps('newEmail')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={changeEmail.isPending}>
            <Trans>Send confirmation link</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
