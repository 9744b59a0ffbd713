import { createRequire } from 'node:module';
import { transformAsync } from '@babel/core';

// Lingui's macros turned into runtime calls (scripts/lingui-babel-plugin.cjs) in the client build and the unit tests
// (the Vite plugin below) and on the server (lingui-macro-loader.mjs).

const linguiBabelPlugin = createRequire(import.meta.url)('./lingui-babel-plugin.cjs');

const USES_MACROS = /["']@lingui\/(core|react)\/macro["']/;

/** The code with its macros turned into runtime calls, or null when it has none (most files: left as they are). */
export async function transformLinguiMacros(code, filename) {
  if (!USES_MACROS.test(code)) return null;
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    // lines stay where they were, so a stack trace points at the line in the source
    retainLines: true,
    sourceMaps: true,
    parserOpts: { plugins: filename.endsWith('.ts') ? ['typescript'] : ['typescript', 'jsx'] },
    plugins: [linguiBabelPlugin],
  });
  return result?.code ? { code: result.code, map: result.map } : null;
}

/** The macros in the client build and the unit tests: before TypeScript and JSX are compiled. */
export function linguiMacros() {
  return {
    name: 'habitsprint:lingui-macros',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (file.includes('/node_modules/') || !/\.(ts|tsx)$/.test(file)) return null;
      return transformLinguiMacros(code, file);
    },
  };
}
