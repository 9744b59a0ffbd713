import type { RenamePasskeyInput } from '#shared/passkeys/passkeys.schemas';
import type { PasskeySaved } from '#shared/passkeys/passkeys.types';
import type { Actor, Deps } from '#server/app-env';
import { notFound } from '#server/lib/domain-error';
import { passkeyMessages } from './passkey-messages';
import { deletePasskeyOf, renamePasskeyOf } from './passkeys.queries';

// A person manages only their own passkeys: someone else's answers as one that does not exist.

export async function renamePasskey(
  deps: Deps,
  actor: Actor,
  id: string,
  input: RenamePasskeyInput,
): Promise<PasskeySaved> {
  const passkey = await renamePasskeyOf(deps.db, actor.userId, id, input.name);
  if (!passkey) throw notFound(passkeyMessages.notFound);
  return { passkey };
}

export async function removePasskey(deps: Deps, actor: Actor, id: string): Promise<void> {
  const removed = await deletePasskeyOf(deps.db, actor.userId, id);
  if (removed === 0) throw notFound(passkeyMessages.notFound);
}
