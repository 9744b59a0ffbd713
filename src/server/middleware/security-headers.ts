import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';
import { COLOR_SCHEME_SCRIPT } from '#shared/color-scheme-script';

// The one inline script a page may run, allowed by its hash (decision 050): the colour scheme before the first paint.
const colorSchemeScriptHash = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

/**
 * A strict Content-Security-Policy: our own scripts and the colour-scheme script only; the demo video's origin is
 * the one allowed frame.
 */
export function securityHeaders(options: { demoVideoUrl: string; isProduction: boolean }) {
  const videoOrigin = new URL(options.demoVideoUrl).origin;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", colorSchemeScriptHash],
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
