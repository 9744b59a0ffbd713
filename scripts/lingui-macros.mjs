import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';

// Lingui's macros (`t`, `msg`, `plural`, <Trans>…) are code that writes code: each becomes a call of Lingui's runtime
// with the message's id, and its English text kept beside it (decision 079). One transform for every place our
// TypeScript runs: the client build and the unit tests (the Vite plugin below) and the server (lingui-macro-loader.mjs).

const USES_MACROS = /["']@lingui\/(core|react)\/macro["']/;

/**
 * The code with its macros turned into runtime calls, or null when it has none (most files: left as they are). The
 * English text stays in the code (stripMessageField: false), so English needs no catalogue to load.
 */
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
    plugins: [[linguiMacro, { stripMessageField: false }]],
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
