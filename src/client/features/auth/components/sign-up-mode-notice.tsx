import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { INVITE_ONLY } from '../api/auth-failures';
import { useSignUpMode } from '../api/get-sign-up-mode';

/**
 * What the sign-up mode means for the person about to sign up (product-rules.md#sign-up-modes); nothing while it
 * loads or when sign-up is open. Invite-only says what a refused sign-up would say.
 */
export function SignUpModeNotice({ hasInviteCode }: { hasInviteCode: boolean }) {
  const { i18n } = useLingui();
  const mode = useSignUpMode().data;
  if (mode === undefined || mode === 'open') return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
      {mode === 'approval' ? (
        <Trans>
          New accounts on this HabitSprint wait for approval by a site administrator. We will e-mail you as
          soon as you can sign in.
        </Trans>
      ) : hasInviteCode ? (
        <Trans>This HabitSprint is invite-only. You are signing up with an invite link.</Trans>
      ) : (
        i18n._(INVITE_ONLY)
      )}
    </Alert>
  );
}
