// Inlines the head's scripts into index.html where their placeholder comments stand, in `vite build` and in
// `npm run dev` alike: the colour-scheme script (src/shared/color-scheme-script.ts says why; decision 050) and the
// first data requests (src/shared/first-requests-script.ts; decision 067). The landing page's HTML is made from the
// built index.html, so it carries both.
import type { Plugin } from 'vite';
import { COLOR_SCHEME_SCRIPT } from '../src/shared/color-scheme-script.ts';
import { FIRST_REQUESTS_SCRIPT } from '../src/shared/first-requests-script.ts';

const SCRIPTS_BY_PLACEHOLDER = {
  '<!-- color-scheme script -->': COLOR_SCHEME_SCRIPT,
  '<!-- first-requests script -->': FIRST_REQUESTS_SCRIPT,
};

export function inlineHeadScripts(): Plugin {
  return {
    name: 'habitsprint:inline-head-scripts',
    transformIndexHtml(html) {
      return Object.entries(SCRIPTS_BY_PLACEHOLDER).reduce((page, [placeholder, script]) => {
        if (!page.includes(placeholder)) throw new Error(`index.html lost its ${placeholder} placeholder`);
        return page.replace(placeholder, `<script>${script}</script>`);
      }, html);
    },
  };
}
