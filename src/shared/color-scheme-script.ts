/**
 * The one script that runs before the first paint: it sets Mantine's colour-scheme attribute from the person's stored
 * choice (the key Mantine's localStorage manager writes), else the system's, so a page never flashes the wrong
 * scheme. The build inlines it into every page's <head> (scripts/inline-scripts-plugin.ts); the server's
 * Content-Security-Policy allows exactly this text by its hash (security-headers.ts), so inline scripts stay
 * forbidden otherwise. Inline rather than a file: a request in the head would hold back the first paint (decision
 * 050). Without JavaScript the page keeps index.html's light scheme.
 */
export const COLOR_SCHEME_SCRIPT =
  "try{var s=localStorage.getItem('mantine-color-scheme-value');" +
  "document.documentElement.setAttribute('data-mantine-color-scheme'," +
  "s==='light'||s==='dark'?s:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')}catch(e){}";
