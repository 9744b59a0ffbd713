import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from './src/shared/i18n/locales.ts';

// The catalogues (decision 079): English is the source, written in the code with Lingui's macros; each other language
// is a PO file under src/locales/, filled by `npm run i18n:extract` and written by people. The pseudo-locale's
// catalogue is made from English by `lingui compile` (accents), and lengthened at runtime (src/shared/i18n/pseudo.ts).
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES, PSEUDO_LOCALE],
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/server/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
