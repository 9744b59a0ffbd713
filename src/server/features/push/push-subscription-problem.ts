import { ECDH } from 'node:crypto';
import { isAllowedPushEndpoint } from './push-endpoint-policy';

// Whether anything can ever be sent to a subscription: asked when it is registered (400) and again of every delivery,
// so rows written before a rule existed are held to it too (decisions 029 and 053).

export interface SubscriptionProblem {
  /** the request field at fault */
  field: 'endpoint' | 'keys.p256dh' | 'keys.auth';
  /** what a delivery to it is ended with (its last_error) */
  reason: string;
}

export function subscriptionProblem(
  subscription: { endpoint: string; p256dh: string; auth: string },
  isProduction: boolean,
): SubscriptionProblem | undefined {
  if (!isAllowedPushEndpoint(subscription.endpoint, isProduction))
    return { field: 'endpoint', reason: 'endpoint not allowed' };
  if (!isP256Point(subscription.p256dh))
    return { field: 'keys.p256dh', reason: 'p256dh is not a point on P-256' };
  if (Buffer.from(subscription.auth, 'base64url').length !== AUTH_SECRET_BYTES)
    return { field: 'keys.auth', reason: 'auth is not 16 bytes' };
  return undefined;
}

// RFC 8291 §3.2
const AUTH_SECRET_BYTES = 16;

/**
 * The shared schema checks only the key's shape (65 bytes, 0x04 first), as a browser form rule cannot do curve
 * arithmetic; the encryption is an ECDH with this key, which throws for a point off the curve.
 */
function isP256Point(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}
