// Some links are their own credential: whoever has the path has the access (decision 057). Each is listed here, once,
// by the part of its path before the secret; the request log writes the whole next segment as `[secret]` and keeps
// what follows (`/accept`), so a line still says which route answered.
const PATHS_BEFORE_A_SECRET = [
  '/api/calendar/', // the calendar feed: /api/calendar/{secret}.ics (decision 048)
  '/api/invitations/', // an invitation link: /api/invitations/{token}, …/accept, …/decline (decision 012)
] as const;

/** The path as the request log may write it: without a secret. */
export function loggablePath(path: string): string {
  const before = PATHS_BEFORE_A_SECRET.find((prefix) => path.startsWith(prefix));
  return before ? before + path.slice(before.length).replace(/^[^/]*/, '[secret]') : path;
}
