import lingui from 'eslint-plugin-lingui';

// Every text a person reads comes from a catalogue (decision 079): the check that fails on a text written straight
// into a screen. It looks at every string and JSX text in the client and lets through what no person reads: single
// words in lower case (keys, CSS values, routes), constants, and the values of props and calls that are code.

/** Props whose values are code, not words (CSS, routes, ids, Mantine's tokens, input hints). */
const CODE_PROPS =
  '^(className|classNames|style|styles|variant|color|c|bg|fontFamily|size|w|h|width|height|maw|mah|miw|mih|fz|fw|ff|radius|gap|justify|align|ta|mode|href|to|path|key|id|type|name|role|rel|target|autoComplete|inputMode|enterKeyHint|data-.*|aria-(?!label|description|valuetext|roledescription).*|method|accept|capture|pattern|src|srcSet|sizes|loading|decoding|value|defaultValue|order|component|orientation|position|placement|transition|dir|lang|form|htmlFor|tabIndex|slot|kind|queryKey|mutationKey|testId)$';

export const noHardCodedTexts = {
  files: ['src/client/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { lingui },
  rules: {
    'lingui/no-unlocalized-strings': [
      'error',
      {
        ignore: [
          // one word, not starting with a capital: keys, CSS values, routes, event names
          '^(?![A-Z])\\S+$',
          // CONSTANTS
          '^[A-Z0-9_-]+$',
          // no letter at all: separators, numbers, symbols
          '^[^\\p{L}]*$',
        ],
        ignoreNames: [{ regex: { pattern: CODE_PROPS } }, { regex: { pattern: '^[A-Z0-9_]+$' } }],
        ignoreFunctions: [
          'console.*',
          'Error',
          '*.startsWith',
          '*.endsWith',
          '*.includes',
          'URL',
          'URLSearchParams',
          '*.searchParams.*',
          '*.get',
          '*.set',
          '*.has',
          '*.delete',
          '*.addEventListener',
          '*.removeEventListener',
          '*.querySelector',
          '*.querySelectorAll',
          '*.matchMedia',
          'useMediaQuery',
          'localStorage.*',
          'sessionStorage.*',
          'apiFetch',
          'apiFetchBlob',
          'navigate',
          'Intl.*',
          'new Intl.*',
        ],
      },
    ],
  },
};
