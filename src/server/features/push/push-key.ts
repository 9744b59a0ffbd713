import { ECDH } from 'node:crypto';

/**
 * Whether a subscription's `p256dh` (base64url) is a point on P-256. The shared schema checks only its shape (65
 * bytes, 0x04 first), as the browser cannot do curve arithmetic in a form rule; the encryption (RFC 8291) is an ECDH
 * with this key, so a key off the curve could never be sent to and is refused when subscribing (decision 053).
 */
export function isP256Point(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}
