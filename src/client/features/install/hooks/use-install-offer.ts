import { useSyncExternalStore } from 'react';
import { deferredInstallPrompt, subscribeToInstallPrompt } from '../lib/install-prompt-event';
import { isInstalled, isIosSafari } from '../lib/install-platform';

/**
 * How this browser can install the app: by its own dialog ('prompt', Chromium's beforeinstallprompt), by the
 * steps of Safari's Share menu ('ios-steps'), or not at all (null: already installed, or a browser without either).
 */
export function useInstallOffer(): 'prompt' | 'ios-steps' | null {
  const deferred = useSyncExternalStore(subscribeToInstallPrompt, deferredInstallPrompt);
  if (isInstalled()) return null;
  if (deferred) return 'prompt';
  return isIosSafari() ? 'ios-steps' : null;
}
