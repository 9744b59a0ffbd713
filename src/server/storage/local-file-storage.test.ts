import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

let root: string;
let storage: FileStorage;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-storage-'));
  storage = createLocalFileStorage(path.join(root, 'uploads'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const text = (file: { bytes: Uint8Array } | null) => (file ? Buffer.from(file.bytes).toString() : null);

describe('local file storage', () => {
  it('keeps bytes under their key with the content type of the extension', async () => {
    await storage.put('avatars/u1/abc.webp', bytes('first'), 'image/webp');
    const file = await storage.get('avatars/u1/abc.webp');
    expect(text(file)).toBe('first');
    expect(file?.contentType).toBe('image/webp');
    expect(await readdir(path.join(root, 'uploads', 'avatars', 'u1'))).toEqual(['abc.webp']);
  });

  it('replaces a stored object whole and leaves no temporary file behind', async () => {
    await storage.put('avatars/u1/abc.webp', bytes('first'), 'image/webp');
    await storage.put('avatars/u1/abc.webp', bytes('second'), 'image/webp');
    expect(text(await storage.get('avatars/u1/abc.webp'))).toBe('second');
    expect(await readdir(path.join(root, 'uploads', 'avatars', 'u1'))).toEqual(['abc.webp']);
  });

  it('answers null for a missing key, even below a file', async () => {
    await storage.put('avatars/u1.webp', bytes('x'), 'image/webp');
    expect(await storage.get('avatars/nobody/none.webp')).toBeNull();
    expect(await storage.get('avatars/u1.webp/deeper.webp')).toBeNull();
  });

  it('deletes one object, and deleting a missing one is fine', async () => {
    await storage.put('avatars/u1/a.webp', bytes('a'), 'image/webp');
    await storage.put('avatars/u1/b.webp', bytes('b'), 'image/webp');
    await storage.delete('avatars/u1/a.webp');
    await storage.delete('avatars/u1/a.webp');
    expect(await storage.get('avatars/u1/a.webp')).toBeNull();
    expect(text(await storage.get('avatars/u1/b.webp'))).toBe('b');
  });

  it('deletes by prefix, whether the prefix is a folder or part of a name', async () => {
    for (const key of ['groups/g1/p1/a.webp', 'groups/g1/b.webp', 'groups/g10/c.webp', 'groups/g2/d.webp']) {
      await storage.put(key, bytes(key), 'image/webp');
    }
    await storage.deletePrefix('groups/g1/');
    expect(await storage.get('groups/g1/p1/a.webp')).toBeNull();
    expect(await storage.get('groups/g1/b.webp')).toBeNull();
    expect(text(await storage.get('groups/g10/c.webp'))).toBe('groups/g10/c.webp');

    await storage.deletePrefix('groups/g');
    expect(await storage.get('groups/g10/c.webp')).toBeNull();
    expect(await storage.get('groups/g2/d.webp')).toBeNull();
    await storage.deletePrefix('nothing/here/');
  });

  it.each([
    '../outside.webp',
    'avatars/../../outside.webp',
    '/etc/passwd.webp',
    'avatars//double.webp',
    'avatars/.hidden.webp',
    'avatars\\u1\\a.webp',
    'avatars/u1/a b.webp',
    'avatars/u1/script.html',
    'avatars/u1/no-extension',
    '',
  ])('refuses the key %j on every operation', async (key) => {
    await expect(storage.put(key, bytes('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
  });

  it('refuses a content type that does not match the key', async () => {
    await expect(storage.put('avatars/u1/a.webp', bytes('x'), 'text/html')).rejects.toThrow(/content type/);
  });

  it.each(['', '/', '../', 'avatars/../', '/avatars/'])(
    'refuses to delete by the prefix %j',
    async (prefix) => {
      await expect(storage.deletePrefix(prefix)).rejects.toThrow(/Invalid storage prefix/);
    },
  );
});
