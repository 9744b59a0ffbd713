import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { type ChangePasswordFormValues, changePasswordFormSchema } from '#shared/account/account.schemas';
import { ApiError, messageOf } from '#client/lib/api-client';
import { focusFirstError } from '#client/lib/focus-first-error';
import { showToast } from '#client/lib/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password, checked by the same rules as sign-up (product-rules.md#password-rules). */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    initialValues: EMPTY,
    validate: localSchemaResolver(changePasswordFormSchema),
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    let signedOut: number;
    try {
      ({ signedOutDevices: signedOut } = await changePassword.mutateAsync({ currentPassword, newPassword }));
    } catch (error) {
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      showToast({
        kind: 'error',
        title: t`Failed to change your password`,
        message: messageOf(error, t`Please try again.`),
      });
      return;
    }
    form.setValues(EMPTY);
    form.resetDirty(EMPTY);
    showToast({
      kind: 'success',
      message:
        signedOut > 0 ? t`Password changed. Your other devices were signed out.` : t`Password changed.`,
    });
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-heading">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="change-password-heading">
          <Trans>Password</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Changing it signs you out on every other device.</Trans>
        </Text>
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t`New password`}
          description={t`At least 8 characters, with a lowercase and an uppercase letter, a number and a special character.`}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t`Confirm new password`}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={changePassword.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
