// `node scripts/make-app-icons.mjs`: renders the installed app's PNG icons from the logo (public/favicon.svg) into
// public/. The PNGs are committed as source assets; run this again after the logo changes.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
if (!/<rect[^>]*rx="[^"]+"/.test(logo))
  throw new Error('public/favicon.svg no longer has the rounded rect this script reads');
// The logo's square without its rounded corners: a platform that crops the icon (a maskable icon's circle, iOS's
// rounded square) must find no transparent corner; the check mark already lies inside the central 80 % safe zone.
const fullBleedLogo = logo.replace(/(<rect[^>]*) rx="[^"]+"/, '$1');

const icons = [
  // purpose 'any': the logo as it is, rounded corners included
  { file: 'icons/icon-192.png', size: 192, svg: logo },
  { file: 'icons/icon-512.png', size: 512, svg: logo },
  // purpose 'maskable' (https://w3c.github.io/manifest/#icon-masks)
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullBleedLogo },
  // iOS rounds the corners itself and paints transparency black
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleedLogo },
  // the home screen's shortcuts (issue 28): 'Check in today' (the Today panel's teal for a met day), 'New challenge'
  { file: 'icons/shortcut-check-in-96.png', size: 96, svg: shortcutIcon('#0b7285', 'M18 34l9 9 19-22') },
  {
    file: 'icons/shortcut-new-challenge-96.png',
    size: 96,
    svg: shortcutIcon('#228be6', 'M32 16v32M16 32h32'),
  },
];

/** A shortcut's icon: one white stroke on a round square of its colour, drawn like the logo. */
function shortcutIcon(colour, stroke) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><path d="${stroke}" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, icon.file));
  console.log(`public/${icon.file} (${icon.size} px)`);
}
