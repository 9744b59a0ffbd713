// Lingui's macros (`t`, `msg`, `plural`, <Trans>…) as one Babel plugin, the same wherever our TypeScript runs: the
// client build and the unit tests, the server (lingui-macros.mjs) and the browser journeys' own imports of our
// modules (playwright.config.ts). Each macro becomes a call of Lingui's runtime with the message's id and its
// English, compiled as a catalogue's translations are, so English needs neither a catalogue nor Lingui's message
// compiler at run time; a message that is not valid ICU fails the build (decision 079). CommonJS, because Babel
// loads a plugin named by its path with require().
const linguiMacro = require('@lingui/babel-plugin-lingui-macro');
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

module.exports = function linguiMacrosWithCompiledEnglish(api) {
  const { types } = api;
  return {
    name: 'habitsprint-lingui-macros',
    inherits: linguiMacro,
    // the English stays in the code, in production builds too: it is what English readers see. The macro plugin reads
    // its options from the pass it runs in, this plugin's (whose options nobody sets: Playwright names it by its path)
    pre() {
      this.opts = { ...this.opts, stripMessageField: false };
    },
    visitor: {
      // the descriptors the macros write (`/*i18n*/ { id, message, … }`) get their message compiled
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
          // as JSON, as the catalogues have it: a plural without an offset carries none (`offset: undefined` in every
          // plural of the bundle otherwise)
          const data = JSON.parse(JSON.stringify(typeof compiled === 'string' ? [compiled] : compiled));
          message.value = types.valueToNode(data);
        },
      },
    },
  };
};
