import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The two calls of Emscripten's file system (Module.FS) through which PGlite gives its files and folders a mode. */
interface EmscriptenModes {
  chmod(target: unknown, mode: number, dontFollow?: boolean): void;
  mkdir(target: string, mode?: number): unknown;
}

const OWNER_ONLY = ~0o077;

/**
 * PGlite's folder on disk (Emscripten's NODEFS) with no group or other bit on anything in it (decision 055).
 * NODEFS does not leave a new file's mode to the umask: it creates the file, then chmods it to the mode asked for,
 * and a chmod ignores the umask. So the database's files (the ones a new or loaded database starts with: 0666)
 * would be open to every user of the machine whatever umask the process has. Here every mode PGlite sets is
 * masked to its owner's bits.
 */
class OwnerOnlyNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [...(emscriptenOpts.preRun ?? []), (mod: { FS: EmscriptenModes }) => maskModes(mod.FS)];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

function maskModes(fs: EmscriptenModes) {
  const chmod = fs.chmod.bind(fs);
  const mkdir = fs.mkdir.bind(fs);
  fs.chmod = (target, mode, dontFollow) => chmod(target, mode & OWNER_ONLY, dontFollow);
  fs.mkdir = (target, mode = 0o777) => mkdir(target, mode & OWNER_ONLY);
}

/** Opens (or creates) the embedded database in `folder`, keeping every file in it owner-only. */
export function openPgliteFolder(folder: string, options: PGliteOptions = {}): Promise<PGlite> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return PGlite.create({ ...options, fs: new OwnerOnlyNodeFS(folder) });
}
