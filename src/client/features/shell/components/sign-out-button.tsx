import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { useSignOut } from '../hooks/use-sign-out';
import { Hint } from '#client/components/hint';

interface SignOutButtonProps {
  /** 'icon' where only an icon fits (named for screen readers), else the words */
  look: 'icon' | 'words' | 'both';
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

/**
 * 'Sign Out', asked once more before it acts (issue 24: a button beside the avatar was easy to mis-tap, and
 * signing out is costly on a phone: the person must type their password again).
 */
export function SignOutButton({ look, size = 'compact-sm', fullWidth }: SignOutButtonProps) {
  const { t } = useLingui();
  const { signOut, isSigningOut } = useSignOut();
  const [isAsking, asking] = useDisclosure(false);
  return (
    <>
      {look === 'icon' ? (
        <Hint label={t`Sign Out`} align="end">
          <ActionIcon variant="default" size="lg" aria-label={t`Sign Out`} onClick={asking.open}>
            <IconLogout size={18} aria-hidden />
          </ActionIcon>
        </Hint>
      ) : (
        <Button
          variant="default"
          size={size}
          fullWidth={fullWidth}
          leftSection={look === 'both' ? <IconLogout size={16} aria-hidden /> : undefined}
          onClick={asking.open}
        >
          <Trans>Sign Out</Trans>
        </Button>
      )}
      <ConfirmDialog
        opened={isAsking}
        title={t`Sign out?`}
        message={t`You will need your e-mail address and password to sign in again on this device.`}
        confirmLabel={t`Sign Out`}
        isConfirming={isSigningOut}
        onConfirm={() => void signOut()}
        onClose={asking.close}
      />
    </>
  );
}
