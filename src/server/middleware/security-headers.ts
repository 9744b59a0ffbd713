import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';
import { COLOR_SCHEME_SCRIPT } from '#shared/color-scheme-script';
import { FIRST_REQUESTS_SCRIPT } from '#shared/first-requests-script';

// The inline scripts a page may run, allowed by their hashes: the colour scheme before the first paint (decision
// 050) and the first data requests, started while the JavaScript downloads (decision 067).
const inlineScriptHashes = [COLOR_SCHEME_SCRIPT, FIRST_REQUESTS_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/**
 * A strict Content-Security-Policy: our own scripts and the two inline head scripts only; the demo video's origin is
 * the one allowed frame.
 */
export function securityHeaders(options: { demoVideoUrl: string; isProduction: boolean }) {
  const videoOrigin = new URL(options.demoVideoUrl).origin;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes],
      // Mantine writes its CSS variables into a <style> element at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: [videoOrigin],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.isProduction ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });
}
