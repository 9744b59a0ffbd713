// Decision 058: the built client's zod never evaluates a string, so the strict Content-Security-Policy is never
// violated. zod probes `new Function('')` when the first object schema is defined, unless `jitless` is set by then;
// a setting made in an entry module can come too late (the schema modules of a shared chunk run before the entry's
// own code), so the setting rides on zod itself: every importer of 'zod' gets src/client/lib/jitless-zod.ts, which
// sets it and re-exports zod. The server keeps zod's JIT (no CSP there), and so do the tests (`vite build` only).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const JITLESS_ZOD = fileURLToPath(new URL('../src/client/lib/jitless-zod.ts', import.meta.url));

export function jitlessZod(): Plugin {
  return {
    name: 'habitsprint:jitless-zod',
    apply: 'build',
    enforce: 'pre',
    // the module itself imports the real zod
    resolveId: (source, importer) => (source === 'zod' && importer !== JITLESS_ZOD ? JITLESS_ZOD : null),
  };
}
