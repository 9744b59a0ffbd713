import type { Actor, Deps } from '#server/app-env';
import { notFound } from '#server/lib/domain-error';
import { isValidStorageKey } from '#server/storage/storage-key';
import { fileAccessRuleFor } from './file-access';
import { fileMessages } from './file-messages';

/** A stored file for GET /api/files/{key}; missing, unknown and forbidden all look the same (404). */
export async function readStoredFile(deps: Deps, actor: Actor | null, key: string) {
  const rule = fileAccessRuleFor(key);
  if (!rule || !isValidStorageKey(key)) throw notFound(fileMessages.notFound);
  if (!(await rule.mayRead(deps, actor, key))) throw notFound(fileMessages.notFound);
  const file = await deps.storage.get(key);
  if (!file) throw notFound(fileMessages.notFound);
  return { ...file, cacheControl: rule.cacheControl };
}
