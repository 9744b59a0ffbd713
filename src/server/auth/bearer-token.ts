/**
 * The secret of an `Authorization: Bearer …` header, or null when the request has none. A request that carries
 * one is authenticated by the token alone (decision 049): its cookie, if any, is ignored.
 */
export function bearerSecretOf(authorization: string | undefined): string | null {
  const match = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(authorization ?? '');
  return match ? (match[1] ?? '') : null;
}
