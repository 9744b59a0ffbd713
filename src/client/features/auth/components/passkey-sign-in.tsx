import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { IconKey } from '@tabler/icons-react';
import { showToast } from '#client/lib/toast';
import { AUTH_SUCCESS, failureOf } from '../api/auth-failures';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';
import { type AuthNotice } from './auth-alert';

/**
 * "Sign in with a passkey" under the sign-in form (product-rules.md#passkeys); not drawn in a browser without
 * WebAuthn. A failure, or a closed dialog, is told in the screen's notice like a password sign-in's.
 */
export function PasskeySignIn({ onNotice }: { onNotice: (notice: AuthNotice | null) => void }) {
  const { i18n } = useLingui();
  const signIn = useSignInWithPasskey();
  if (!browserSupportsWebAuthn()) return null;

  async function signInWithPasskey() {
    onNotice(null);
    try {
      await signIn.mutateAsync();
      showToast({ kind: 'success', message: i18n._(AUTH_SUCCESS.signIn) });
    } catch (error) {
      const failure = failureOf(error, i18n);
      onNotice({ kind: failure.kind ?? 'error', message: failure.message });
    }
  }

  return (
    <Button
      variant="default"
      fullWidth
      size="md"
      leftSection={<IconKey size={18} aria-hidden />}
      loading={signIn.isPending}
      onClick={() => void signInWithPasskey()}
    >
      <Trans>Sign in with a passkey</Trans>
    </Button>
  );
}
