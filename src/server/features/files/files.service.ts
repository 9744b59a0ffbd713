import type { Actor, Deps } from '../../app-env';
import { notFound } from '../../lib/domain-error';
import { isValidStorageKey } from '../../storage/storage-key';
import { fileAccessRuleFor } from './file-access';

const FILE_NOT_FOUND = 'File not found';

/** A stored file for GET /api/files/{key}; missing, unknown and forbidden all look the same (404). */
export async function readStoredFile(deps: Deps, actor: Actor | null, key: string) {
  const rule = fileAccessRuleFor(key);
  if (!rule || !isValidStorageKey(key)) throw notFound(FILE_NOT_FOUND);
  if (!(await rule.mayRead(deps, actor, key))) throw notFound(FILE_NOT_FOUND);
  const file = await deps.storage.get(key);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return { ...file, cacheControl: rule.cacheControl };
}
