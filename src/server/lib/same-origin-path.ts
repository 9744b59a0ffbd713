/** A percent-encoded `/` or `\`: some routers and proxies decode it into a separator, so no page of ours has one. */
const ENCODED_SEPARATOR = /%2f|%5c/i;

/**
 * The page of this site a client-supplied redirect target leads to, as the path, query and fragment to hand on;
 * null when it leads anywhere else (decision 054). The target is resolved against `appUrl` with the WHATWG URL
 * parser, as a browser resolves a Location, so dot segments, backslashes, tabs and newlines are judged after the
 * normalisation a browser would apply. A path that would begin with `//` is refused even on this origin: handed on
 * as a path, a browser would read its first segment as a host (`/.//evil.example` resolves to `//evil.example`).
 */
export function sameOriginPath(target: string, appUrl: string): string | null {
  const base = new URL(appUrl);
  let resolved: URL;
  try {
    resolved = new URL(target, base);
  } catch {
    return null;
  }
  const { origin, pathname, search, hash } = resolved;
  if (origin !== base.origin || pathname.startsWith('//') || ENCODED_SEPARATOR.test(pathname)) return null;
  return `${pathname}${search}${hash}`;
}
