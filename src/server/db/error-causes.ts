/** An error and the errors it wraps, outermost first: drivers and ORMs wrap the server's error in `cause`. */
export function* causesOf(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * Whether a write failed because a row it refers to is gone (SQLSTATE 23503, foreign key violation): another request
 * removed it between this request's checks and its write — an account deleted, a challenge deleted — a conflict
 * with what changed, not a fault of our code.
 */
export function isVanishedReference(error: unknown): boolean {
  for (const cause of causesOf(error)) if (cause.code === '23503') return true;
  return false;
}

/**
 * The zone name PostgreSQL refused as unknown (SQLSTATE 22023, 'time zone "…" not recognized'), or undefined: a zone
 * stored before zones were checked, which the app reads as UTC (product-rules.md#time-model).
 */
export function unrecognizedTimeZone(error: unknown): string | undefined {
  for (const { code, message } of causesOf(error)) {
    const zone =
      code === '22023' && typeof message === 'string' && /time zone "(.+)" not recognized/.exec(message);
    if (zone) return zone[1];
  }
  return undefined;
}
