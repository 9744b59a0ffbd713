import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { assertStorageKey, assertStoragePrefix, contentTypeForKey } from './storage-key';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files under `rootDir` (DATA_DIR/uploads): one file per key, its content type given by the key's extension. */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  function pathOf(key: string) {
    const filePath = path.resolve(root, ...key.split('/'));
    // the key alphabet already forbids traversal; this keeps it true if that alphabet ever widens
    if (!filePath.startsWith(root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return filePath;
  }

  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key, contentType);
      const filePath = pathOf(key);
      await mkdir(path.dirname(filePath), { recursive: true });
      // write beside the target, then rename: readers see the old file or the whole new one, never a part
      const tempPath = path.join(path.dirname(filePath), `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(tempPath, bytes);
        await rename(tempPath, filePath);
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const bytes = await readFile(pathOf(key));
        return { bytes: new Uint8Array(bytes), contentType: contentTypeForKey(key)! };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await rm(pathOf(key), { force: true });
    },

    async deletePrefix(prefix) {
      assertStoragePrefix(prefix);
      // the prefix may end inside a name ('avatars/u1/ab'): look in its folder for entries starting with the rest
      const slash = prefix.lastIndexOf('/');
      const folder = slash === -1 ? root : pathOf(prefix.slice(0, slash));
      const namePrefix = prefix.slice(slash + 1);
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      await Promise.all(
        names
          .filter((name) => name.startsWith(namePrefix) && !name.startsWith('.'))
          .map((name) => rm(path.join(folder, name), { recursive: true, force: true })),
      );
    },
  };
}
