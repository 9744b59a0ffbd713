import Bowser from 'bowser';
import type { SignedInDevice } from '#shared/account/account.types';

type Device = Pick<SignedInDevice, 'browser' | 'os' | 'deviceType'>;

const UNKNOWN: Device = { browser: 'Unknown browser', os: 'Unknown system', deviceType: 'unknown' };
const DEVICE_TYPES = new Set(['desktop', 'mobile', 'tablet']);

/**
 * What a session's user agent says about the device: browser with its major version, system, kind of device.
 * Nothing else is used (no IP address, no geolocation: product-rules.md#account-settings).
 */
export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return UNKNOWN;
  const parsed = Bowser.parse(userAgent);
  const browserName = parsed.browser.name;
  const major = parsed.browser.version?.split('.')[0];
  const osName = parsed.os.name;
  // macOS and Windows report frozen versions in user agents; only phones' systems say something useful
  const osVersion = parsed.os.name === 'Android' || parsed.os.name === 'iOS' ? parsed.os.version : undefined;
  const platform = parsed.platform.type ?? '';
  return {
    browser: browserName ? `${browserName}${major ? ` ${major}` : ''}` : UNKNOWN.browser,
    os: osName ? `${osName}${osVersion ? ` ${osVersion.split('.')[0]}` : ''}` : UNKNOWN.os,
    deviceType: DEVICE_TYPES.has(platform) ? (platform as Device['deviceType']) : 'unknown',
  };
}
