import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticClient } from './static-client';

// A built client in miniature: the files `vite build` writes for the installed app (decision 028).
const builtFiles: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><html lang="en"><title>HabitSprint</title><div id="root"></div>',
  // the prerendered landing page (decision 050)
  'landing.html':
    '<!doctype html><html lang="en"><title>HabitSprint</title><div id="root"><h1 id="hero-title">Build healthy habits',
  // one per language (decision 079); the other languages' pages are alike
  'landing.de.html':
    '<!doctype html><html lang="de"><title>HabitSprint</title><div id="root"><h1 id="hero-title">Gewohnheiten',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'manifest.webmanifest': JSON.stringify({ name: 'HabitSprint', start_url: '/dashboard' }),
  'apple-touch-icon.png': Buffer.from('89504e470d0a1a0a', 'hex'),
  'icons/icon-192.png': Buffer.from('89504e470d0a1a0a', 'hex'),
  'assets/index-abc123.js': 'console.log(1);',
  // the build's compressed copy (vite.config.ts); its bytes here only need to differ from the original's
  'assets/index-abc123.js.br': Buffer.from('0b078063', 'hex'),
};

let clientDir: string;
let app: Hono;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-client-'));
  for (const [name, content] of Object.entries(builtFiles)) {
    await mkdir(path.dirname(path.join(clientDir, name)), { recursive: true });
    await writeFile(path.join(clientDir, name), content);
  }
  app = new Hono().route('/', staticClient(clientDir));
});

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

describe('the installed app’s files', () => {
  it('serves the manifest as application/manifest+json, revalidated on every load', async () => {
    const res = await app.request('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.json()).toMatchObject({ name: 'HabitSprint' });
  });

  it('serves the service worker as JavaScript that is never cached long, so a deployed update is found', async () => {
    const res = await app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it.each(['/apple-touch-icon.png', '/icons/icon-192.png'])(
    'serves %s as a PNG cached for a day',
    async (url) => {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/png');
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    },
  );

  it('keeps caching hashed assets for a year', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('paths that are not files', () => {
  it.each(['/', '/landing'])(
    'answers %s with the prerendered landing page, revalidated on every load',
    async (url) => {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toContain('<h1 id="hero-title">Build healthy habits');
    },
  );

  it.each([
    '/dashboard',
    '/challenge/4f1c2b7e-0000-4000-8000-000000000000',
    '/landing/more',
    '/no-such-page',
    '/index.html',
  ])('answers %s with the app shell, never the landing page, revalidated on every load', async (url) => {
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('hero-title');
  });

  it.each(['/assets/index-old999.js', '/icons/icon-1024.png', '/favicon.ico', '/workbox-abc.js'])(
    'answers a missing file %s with 404, not with the page',
    async (url) => {
      const res = await app.request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).not.toMatch(/html/);
      expect(res.headers.get('Cache-Control')).toBeNull();
    },
  );
});

describe('pages in the visitor’s language (decision 079)', () => {
  const page = (path: string, headers: Record<string, string>) => app.request(path, { headers });

  it('answers the landing page in the browser’s language, and English to a language HabitSprint does not speak', async () => {
    const german = await page('/', { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(await german.text()).toContain('<html lang="de">');
    expect(german.headers.get('Vary')).toBe('Accept-Language, Cookie');
    expect(await (await page('/', { 'Accept-Language': 'ja' })).text()).toContain('Build healthy habits');
  });

  it('follows the language the screens last showed (its cookie) over the browser’s', async () => {
    const shown = await page('/landing', { 'Accept-Language': 'en-US', Cookie: 'locale=de' });
    expect(await shown.text()).toContain('Gewohnheiten');
  });

  it('says the visitor’s language in the app shell’s <html lang>', async () => {
    const shell = await page('/dashboard', { 'Accept-Language': 'es-MX' });
    expect(await shell.text()).toContain('<html lang="es">');
    expect(shell.headers.get('Vary')).toBe('Accept-Language, Cookie');
  });
});

describe('the build’s compressed copies', () => {
  it('sends the brotli copy of a script to a browser that accepts it, and the script itself to one that does not', async () => {
    const compressed = await app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers.get('Content-Encoding')).toBe('br');
    expect(compressed.headers.get('Content-Type')).toMatch(/javascript/);
    expect(compressed.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await compressed.arrayBuffer()).toString('hex')).toBe('0b078063');

    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1);');
  });
});
