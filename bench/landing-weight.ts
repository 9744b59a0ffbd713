import { gzipSync } from 'node:zlib';

/**
 * Gzipped bytes of the JavaScript the landing page loads before any interaction, each file as the server sends it
 * for /: the scripts and module preloads its HTML names, the chunks those scripts name for loading by themselves (the
 * landing page's entry imports React and the page once the page has painted, decision 050, and nothing else), and
 * every chunk all of these import statically. What the page loads after hydration (the session read, toasts, the
 * service worker) or on a click (the waitlist dialog) is not counted, as the service worker's registration never was.
 */
export async function landingJavaScriptWeight(
  baseUrl: string,
): Promise<{ files: string[]; gzipBytes: number }> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const named = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="(\/[^"]+\.js)"/g),
  ];
  const files = named.map((match) => match[1]!);
  const entryPoints = new Set(files);
  let gzipBytes = 0;
  // breadth first; `files` grows while it is walked
  for (const file of files) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${file}`)).arrayBuffer());
    gzipBytes += gzipSync(body).length;
    const code = body.toString('utf8');
    const imported = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
    // Vite's list of the chunks an entry's dynamic import loads: "assets/hydrate-landing-….js", …
    if (entryPoints.has(file))
      imported.push(...[...code.matchAll(/"(assets\/[^"]+\.js)"/g)].map((m) => `/${m[1]}`));
    for (const next of imported) if (!files.includes(next)) files.push(next);
  }
  return { files, gzipBytes };
}
