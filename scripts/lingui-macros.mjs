import { transformAsync, types } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

// Lingui's macros (`t`, `msg`, `plural`, <Trans>…) are code that writes code: each becomes a call of Lingui's runtime
// with the message's id and its English, compiled (decision 079). One transform wherever our TypeScript runs: the
// client build and the unit tests (the Vite plugin below), and the server's texts after them.

const USES_MACROS = /["']@lingui\/(core|react)\/macro["']/;

/**
 * The code with its macros turned into runtime calls, or null when it has none (most files: left as they are). Each
 * message's English stays in the code, already compiled (as a catalogue's translations are), so English needs neither
 * a catalogue nor Lingui's message compiler in the browser; a message that is not valid ICU fails the build.
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
    plugins: [[linguiMacro, { stripMessageField: false }], compiledEnglish],
  });
  return result?.code ? { code: result.code, map: result.map } : null;
}

/** The descriptors the macros write (`/*i18n*\/ { id, message, … }`) get their message compiled. */
function compiledEnglish() {
  return {
    visitor: {
      ObjectExpression: {
        exit(path) {
          if (!path.node.leadingComments?.some((comment) => comment.value.trim() === 'i18n')) return;
          const message = path.node.properties.find(
            (property) =>
              types.isObjectProperty(property) &&
              types.isIdentifier(property.key, { name: 'message' }) &&
              types.isStringLiteral(property.value),
          );
          if (!message) return;
          const compiled = compileMessageOrThrow(message.value.value);
          message.value = types.valueToNode(typeof compiled === 'string' ? [compiled] : compiled);
        },
      },
    },
  };
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
