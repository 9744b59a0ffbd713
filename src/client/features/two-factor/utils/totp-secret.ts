/**
 * The secret of an authenticator app's otpauth:// address, for typing it in by hand: base32 in groups of four, as
 * the apps accept it with or without the spaces. Null when the address has none.
 */
export function typeableSecretOf(totpURI: string): string | null {
  let secret: string | null;
  try {
    secret = new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
  return secret ? (secret.toUpperCase().match(/.{1,4}/g) ?? []).join(' ') : null;
}
