import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

// Where the browser tests find a Chromium, in order: CHROME_PATH, Debian's package, a Chromium that
// `npx playwright install chromium` put into Playwright's cache earlier. We never download one ourselves.
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const NO_BROWSER_MESSAGE = [
  'No Chromium found for the browser tests.',
  'Looked at: $CHROME_PATH, /usr/bin/chromium and the browsers Playwright installed.',
  'Get one with one of:',
  '  sudo apt-get install chromium          (Debian/Ubuntu; then it is found at /usr/bin/chromium)',
  '  npx playwright install chromium        (on a machine whose network allows the download)',
  'or point CHROME_PATH at an existing Chrome or Chromium executable.',
].join('\n');

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const file = chromium.executablePath();
    return file && isExecutable(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @returns {Promise<{ path: string, source: string } | { error: string }>}
 */
export async function findBrowser(env = process.env) {
  if (env.CHROME_PATH) {
    return isExecutable(env.CHROME_PATH)
      ? { path: env.CHROME_PATH, source: 'CHROME_PATH' }
      : {
          error: `CHROME_PATH is set to ${env.CHROME_PATH}, which is not an executable file.\n\n${NO_BROWSER_MESSAGE}`,
        };
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "Debian's chromium package" };
  const cached = await playwrightChromium();
  if (cached) return { path: cached, source: "Playwright's browser cache" };
  return { error: NO_BROWSER_MESSAGE };
}

// Debian's build of Chromium's headless shell (package chromium-headless-shell): the same engine without the desktop
// browser around it; it opens a page in half the time and draws it with less CPU (decision 075).
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The headless shell the journeys run in, except those about push and installing (decision 075): CHROME_HEADLESS_SHELL_PATH, else
 * Debian's package; undefined when there is none, and then every journey runs in the full browser.
 * @returns {string | undefined}
 */
export function findHeadlessShell(env = process.env) {
  if (env.CHROME_HEADLESS_SHELL_PATH) return env.CHROME_HEADLESS_SHELL_PATH;
  return isExecutable(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : undefined;
}

// `node scripts/find-browser.mjs` prints the path, or the how-to message and exits 1.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = await findBrowser();
  if ('error' in found) {
    console.error(found.error);
    process.exit(1);
  }
  console.log(found.path);
}
