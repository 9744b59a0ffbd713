import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { IconSend } from '@tabler/icons-react';
import { z } from 'zod';
import { INVITATION_VALID_DAYS, inviteEmailSchema } from '#shared/invitations/invitations.schemas';
import { ApiError } from '#client/lib/api-client';
import { focusFirstError } from '#client/lib/focus-first-error';
import { hideToast, showToast } from '#client/lib/toast';
import { useSendInvitation } from '../api/send-invitation';
import { sendInvitationFailure } from '../utils/invitation-messages';
import { isSessionExpiringSoon } from '../utils/session-expiry';

const emailInviteSchema = z.object({ email: inviteEmailSchema });

/** What the form needs to know about the sender's session (the route reads it from the session feature). */
export interface InviteSession {
  isLoading: boolean;
  isSignedIn: boolean;
  /** ISO timestamp, or null */
  expiresAt: string | null;
}

/**
 * The Email tab of 'Invite Friends' (product-rules.md#invitations, #invitation-messages): one address, 'Send
 * Invitation'. The server e-mails the link and notifies an existing account.
 */
export function EmailInviteForm({ challengeId, session }: { challengeId: string; session: InviteSession }) {
  const { t, i18n } = useLingui();
  const sendInvitation = useSendInvitation();
  const form = useForm({
    initialValues: { email: '' },
    validate: localSchemaResolver(emailInviteSchema),
  });

  const submit = form.onSubmit(async (values) => {
    if (!session.isSignedIn) {
      showToast({
        kind: 'error',
        title: t`Authentication Required`,
        message: t`Please sign in to send invitations.`,
      });
      return;
    }
    if (isSessionExpiringSoon(session.expiresAt)) {
      showToast({
        kind: 'warning',
        title: t`Session Expiring Soon`,
        message: t`If this fails, please refresh the page.`,
      });
    }
    const sending = showToast({ kind: 'loading', message: t`Sending Invitation` });
    const { email } = emailInviteSchema.parse(values);
    try {
      await sendInvitation.mutateAsync({ challengeId, email });
    } catch (error) {
      const fieldError = error instanceof ApiError && error.status === 400 ? error.fields?.email : undefined;
      if (fieldError) form.setFieldError('email', fieldError);
      else showToast({ kind: 'error', ...sendInvitationFailure(error, i18n) });
      return;
    } finally {
      hideToast(sending);
    }
    showToast({
      kind: 'success',
      title: t`Invitation Sent`,
      // the sender typed the address, so naming it tells them nothing new (decision 062)
      message: t`Invitation sent to ${email}`,
    });
    form.reset();
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label={t`Invite by email`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t`We will e-mail a link to join this challenge. It works for ${plural(INVITATION_VALID_DAYS, { one: '# day', other: '# days' })}.`}
        </Text>
        <TextInput
          label={t`Email address`}
          type="email"
          autoComplete="off"
          inputMode="email"
          placeholder={t`friend@example.com`}
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={sendInvitation.isPending}
          disabled={session.isLoading}
          style={{ alignSelf: 'flex-start' }}
        >
          {session.isLoading ? t`Please Wait` : t`Send Invitation`}
        </Button>
      </Stack>
    </form>
  );
}
