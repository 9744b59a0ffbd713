import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

/**
 * What a card image says: a kind ('Challenge', 'Final results · {dates}'), the title, and up to four lines of facts
 * (a link's preview has three at most; a results card its podium and the reader's own result).
 */
export interface PreviewCard {
  kind: string;
  title: string;
  facts: string[];
}

/** The query parameter naming a link preview image's language (`?lang=de`); without it, English. */
export const PREVIEW_LOCALE_PARAM = 'lang';

// The size chat apps and social sites show large (Open Graph's 1.91:1).
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

// Fonts ship in the repository (Liberation Sans, SIL Open Font License): nothing is fetched, and the image reads the
// same on every machine.
const fontsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');
const FONT_FILES = ['LiberationSans-Bold.ttf', 'LiberationSans-Regular.ttf'].map((file) =>
  path.join(fontsDir, file),
);

// about 1,000 px of bold 64 px text on average: a title of wide letters only may still reach the edge
const TITLE_LINE_CHARACTERS = 28;
const TITLE_LINES = 2;

// A card of three facts (every link preview) has its kind at 110, its title at 230 and its last fact at 524; a fourth
// fact (a results card) moves the heading up and the facts down by half a line each, so the lines never crowd.
const MAX_FACTS = 4;
const ROOMY_FACTS = 3;
const FACT_LINE_HEIGHT = 52;
export const FACT_CHARACTERS = 56;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** `text` in at most `length` characters (code points, so no emoji is cut in half), cut with an ellipsis. */
export function cut(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length
    ? text
    : `${characters
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
}

/** The title in at most two lines of whole words; what does not fit ends the second line with an ellipsis. */
export function titleLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && Array.from(`${last} ${word}`).length <= TITLE_LINE_CHARACTERS) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  const shown = [...lines.slice(0, TITLE_LINES - 1), lines.slice(TITLE_LINES - 1).join(' ')].filter(Boolean);
  return shown.map((line) => cut(line, TITLE_LINE_CHARACTERS));
}

function previewSvg(card: PreviewCard): string {
  const title = titleLines(card.title)
    .map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 78}">${escapeXml(line)}</tspan>`)
    .join('');
  const shownFacts = card.facts.slice(0, MAX_FACTS);
  const shift = (Math.max(0, shownFacts.length - ROOMY_FACTS) * FACT_LINE_HEIGHT) / 2;
  const firstFactY = 524 + shift - (shownFacts.length - 1) * FACT_LINE_HEIGHT;
  const facts = shownFacts
    .map(
      (fact, index) =>
        `<text x="80" y="${firstFactY + index * FACT_LINE_HEIGHT}" font-size="36" fill="#dbe4ff">${escapeXml(cut(fact, FACT_CHARACTERS))}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}" font-family="Liberation Sans">
  <rect width="100%" height="100%" fill="#1c3d8f"/>
  <rect x="0" y="${PREVIEW_HEIGHT - 16}" width="100%" height="16" fill="#4dabf7"/>
  <text x="80" y="${110 - shift}" font-size="34" font-weight="bold" fill="#a5d8ff">HabitSprint · ${escapeXml(card.kind)}</text>
  <text x="80" y="${230 - shift}" font-size="64" font-weight="bold" fill="#ffffff">${title}</text>
  ${facts}
</svg>`;
}

/** The card as a PNG of 1200 × 630. */
export function renderPreviewPng(card: PreviewCard): Buffer {
  const resvg = new Resvg(previewSvg(card), {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Liberation Sans' },
  });
  return resvg.render().asPng();
}
