import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Env } from '#server/env';

/** The application server's identity towards push services (RFC 8292): one key pair and a contact. */
export interface VapidKeys {
  /** base64url, uncompressed P-256 point: what browsers subscribe with (applicationServerKey) */
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * VAPID_* when set (env.ts requires them in production and with DATABASE_URL, so every process signs with the key
 * the browsers subscribed with); otherwise a pair generated on first start and kept in DATA_DIR, like the auth
 * secret. Changing the pair silently breaks every existing subscription, so a kept pair is never regenerated.
 */
export function resolveVapidKeys(env: Env): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? appUrlAsSubject(env.APP_URL);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.join(env.DATA_DIR, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...kept, subject };
  }
  const generated = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}

// push services want a mailto: or an https: URL; a local http:// APP_URL is neither
function appUrlAsSubject(appUrl: string): string {
  return appUrl.startsWith('https:') ? appUrl : 'mailto:push@habitsprint.local';
}
