import webPush from 'web-push';
import type { PushPayload } from '#shared/push/push.schemas';
import type { VapidKeys } from '#server/lib/vapid-keys';

// How long a push service keeps a push for a device that is offline: a reminder a day late is no reminder.
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export type SendResult =
  | { kind: 'sent' }
  /** the push service no longer knows the subscription (404, 410): delete it */
  | { kind: 'gone'; status: number }
  /** worth another try later (429, 5xx, network, timeout) */
  | { kind: 'retry'; error: string; retryAfterSeconds?: number }
  /** will fail the same way every time (any other answer: a bad request, a key the service refuses) */
  | { kind: 'refused'; error: string };

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * One push: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292); the request
 * itself goes through fetch, which speaks http and https alike (web-push's own transport is https only) and,
 * with `redirect: 'manual'`, never follows a push service's redirect to another host.
 */
export async function sendPush(
  target: PushTarget,
  payload: PushPayload,
  vapid: VapidKeys,
): Promise<SendResult> {
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: TIME_TO_LIVE_SECONDS,
      contentEncoding: webPush.supportedContentEncodings.AES_128_GCM,
    },
  );
  // fetch sets the length from the body itself
  const headers = Object.fromEntries(
    Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  ) as Record<string, string>;
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: new Uint8Array(details.body as Buffer),
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
  await response.body?.cancel();
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      kind: 'retry',
      error: `push service answered ${status}`,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  return { kind: 'refused', error: `push service answered ${status}` };
}
