import type { Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

// A language's PO file as Lingui's runtime reads it: every translation compiled, as the client build compiles the
// catalogue it imports. For the server's texts (i18n-for.ts) and the landing page's prerender (one page per language).
// Imports packages only, so the build's plugin can load it as it is.

/** The messages of a PO catalogue; one not yet translated is left out, so its English in the code is shown. */
export function compiledCatalogue(
  poText: string,
  locale: string,
  sourceLocale: string,
  filename: string,
): Messages {
  // the PO format's parse is synchronous; its type allows the asynchronous formats of other file types
  const catalogue = formatter().parse(poText, { locale, sourceLocale, filename }) as Exclude<
    ReturnType<ReturnType<typeof formatter>['parse']>,
    Promise<unknown>
  >;
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalogue)) {
    if (entry.translation) messages[id] = compileMessage(entry.translation);
  }
  return messages;
}
