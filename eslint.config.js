import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noHardCodedTexts } from './eslint.i18n.js';

// Import boundaries (docs/conventions.md#layers): shared <- server, shared <- client; the client sees server code only
// as types; a client feature never reaches into another feature's folders. The server's own order (floors, features
// that depend one way, cycles through types) is .dependency-cruiser.cjs's (decision 070).
// Patterns are regular expressions so they see both spellings of a path: relative ('../../server/x') and the aliases of
// package.json's "imports" ('#server/x').
const noServerInClient = {
  regex: '(^#|/)server/',
  allowTypeImports: true,
  message: 'The client may import server code only as `import type`.',
};
const noClientInServer = { regex: '(^#|/)client/', message: 'The server never imports client code.' };
const sharedStaysPure = {
  regex: '(^#|/)(server|client)/',
  message: 'src/shared is pure: it imports neither server nor client code.',
};
// From src/client/features/<feature>/<role>/file.ts, '../../x' is a sibling feature.
const noCrossFeature = {
  regex: '(^\\.\\./\\.\\./[a-z])|(/features/)',
  message: 'A client feature never imports another feature; compose features in app/routes.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noServerInClient] }],
      // Mantine's Loader is a bare span: a label on it is an ARIA error (axe: aria-prohibited-attr)
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Loader'] > JSXAttribute[name.name='aria-label']",
          message:
            'A Loader cannot carry a label: use LoadingText (#client/components/loading-text) or aria-hidden.',
        },
      ],
    },
  },
  {
    files: ['src/client/features/*/*/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noServerInClient, noCrossFeature] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noClientInServer] }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [sharedStaysPure] }] },
  },
  // One-way dependencies (docs/decisions/032): a cycle among modules means two of them are one thing, or a building
  // block sits in the wrong file. Type-only imports are erased at build time and do not count.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // CommonJS where a tool loads a file with require() (a Babel plugin named by its path)
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  noHardCodedTexts,
);
