import type { QueryClient } from '@tanstack/react-query';
import type { AccountSecurity } from '#shared/account/account.types';
import type { Passkey } from '#shared/passkeys/passkeys.types';
import { queryKeys } from '#client/lib/query-keys';

/** Changes the passkeys the "Sign-in and security" answer holds, at once (its one request carries them). */
export function updatePasskeys(queryClient: QueryClient, change: (passkeys: Passkey[]) => Passkey[]) {
  queryClient.setQueryData<AccountSecurity>(
    queryKeys.account.security(),
    (security) => security && { ...security, passkeys: change(security.passkeys) },
  );
}
