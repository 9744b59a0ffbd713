// Inlines the colour-scheme script into index.html, where the placeholder comment stands, in `vite build` and in
// `npm run dev` alike (src/shared/color-scheme-script.ts says why; decision 050).
import type { Plugin } from 'vite';
import { COLOR_SCHEME_SCRIPT } from '../src/shared/color-scheme-script.ts';

const PLACEHOLDER = '<!-- color-scheme script -->';

export function inlineColorSchemeScript(): Plugin {
  return {
    name: 'habitsprint:inline-color-scheme-script',
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html lost its ${PLACEHOLDER} placeholder`);
      return html.replace(PLACEHOLDER, `<script>${COLOR_SCHEME_SCRIPT}</script>`);
    },
  };
}
