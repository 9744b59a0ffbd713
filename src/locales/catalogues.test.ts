import { readFileSync } from 'node:fs';
import type { CatalogType } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '#shared/i18n/locales';

// The catalogues as Lingui reads them (decision 079): every language says every English message, in full, with the
// same placeholders, so no screen falls back to English or loses a name or a number.

const po = formatter({ lineNumbers: false });
const TRANSLATIONS = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

async function catalogueOf(locale: string): Promise<CatalogType> {
  const filename = `${locale}.po`;
  const content = readFileSync(new URL(filename, import.meta.url), 'utf8');
  return po.parse(content, { locale, sourceLocale: SOURCE_LOCALE, filename });
}

/** A message's placeholders ({name}, {count, plural, …}, at any depth) and its tags (<0>…</0>), sorted. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const branches: unknown = token[2];
      if (branches && typeof branches === 'object')
        for (const branch of Object.values(branches)) if (Array.isArray(branch)) walk(branch);
    }
  };
  const compiled = compileMessage(message);
  if (Array.isArray(compiled)) walk(compiled);
  for (const [tag] of message.matchAll(/<\/?\d+\/?>/g)) names.add(tag);
  return [...names].sort();
}

describe('the catalogues', async () => {
  const english = await catalogueOf(SOURCE_LOCALE);
  const ids = Object.keys(english).sort();

  it('hold messages', () => {
    expect(ids.length).toBeGreaterThan(0);
  });

  // read from the code as `npm run i18n:extract` reads it: a text added without extracting it has no translation, and
  // one removed from the code leaves a message translators keep writing for nothing
  it('hold exactly the messages the code uses: none missing, none unused', { timeout: 120_000 }, async () => {
    const [catalogue] = await getCatalogs(getConfig({ cwd: new URL('../..', import.meta.url).pathname }));
    const extracted = (await catalogue!.collect()) ?? {};
    const missing = Object.keys(extracted).filter((id) => !english[id]);
    expect(
      missing.map((id) => extracted[id]!.message),
      'in the code, not in the catalogue',
    ).toEqual([]);
    const unused = ids.filter((id) => !extracted[id]);
    expect(
      unused.map((id) => english[id]!.message),
      'in the catalogue, not in the code',
    ).toEqual([]);
  });

  describe.each(TRANSLATIONS)('%s', (locale) => {
    it('has every English message, and no other', async () => {
      expect(Object.keys(await catalogueOf(locale)).sort()).toEqual(ids);
    });

    it('translates every message, with the placeholders of its English', async () => {
      const catalogue = await catalogueOf(locale);
      for (const id of ids) {
        const source = english[id]!.message ?? english[id]!.translation;
        const translation = catalogue[id]?.translation;
        expect(translation, `${locale}: "${source}" is not translated`).toBeTruthy();
        expect(placeholdersOf(translation!), `${locale}: "${translation}"`).toEqual(placeholdersOf(source));
      }
    });
  });
});
