// Who the server will POST to (decision 029). A subscription's endpoint comes from the client, so without a rule a
// person could make the server send requests to any address it can reach (SSRF): an internal admin port, a cloud
// metadata service. Only the browsers' push services are allowed, over https; outside production also plain
// http on the loopback interface, for the test stand-in of a push service.

/** The push services of the browsers we support; a host matches itself or any subdomain. */
const PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera, Brave
  'android.googleapis.com', // older Chrome (GCM endpoints, still forwarded to FCM)
  'push.services.mozilla.com', // Firefox
  'push.apple.com', // Safari and home-screen web apps on iOS
  'notify.windows.com', // Edge on Windows (WNS)
];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedPushEndpoint(endpoint: string, isProduction: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (!isProduction && LOOPBACK_HOSTS.has(host)) return url.protocol === 'http:' || url.protocol === 'https:';
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  return PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
