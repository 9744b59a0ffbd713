import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeySaved } from '#shared/passkeys/passkeys.types';
import { authClient } from '#client/lib/auth-client';
import { updatePasskeys } from './update-passkeys';

/**
 * Why no passkey was added, for the section to say: the person closed the browser's dialog (a choice, not a fault),
 * this device already holds one for the account, or something failed.
 */
export class PasskeyNotAdded extends Error {
  constructor(readonly reason: 'cancelled' | 'already-on-device' | 'failed') {
    super(reason);
  }
}

/**
 * Adds a passkey to the account (decision 089): the server's options, the browser's own dialog (fingerprint, face,
 * screen lock or a security key), then the new credential back to the server, which names it after this browser.
 */
async function addPasskey(): Promise<PasskeySaved> {
  const options = await authClient.$fetch<PublicKeyCredentialCreationOptionsJSON>(
    '/passkey/registration-options',
    { method: 'POST' },
  );
  if (options.error) throw new PasskeyNotAdded('failed');
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.data });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new PasskeyNotAdded(name === 'InvalidStateError' ? 'already-on-device' : 'cancelled');
  }
  const saved = await authClient.$fetch<PasskeySaved>('/passkey/registration', {
    method: 'POST',
    body: { response },
  });
  if (saved.error) throw new PasskeyNotAdded('failed');
  return saved.data;
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: ({ passkey }) => updatePasskeys(queryClient, (passkeys) => [passkey, ...passkeys]),
  });
}
