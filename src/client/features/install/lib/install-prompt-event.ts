/** Chromium's install offer (not in TypeScript's DOM types): held back by the page until a good moment. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

// The browser fires this once a page load, whenever it likes; it is kept from the start so the invitation can use
// it after the first check-in (issue 24), and the browser's own mini-infobar is held back (preventDefault).
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  deferred = event as BeforeInstallPromptEvent;
  listeners.forEach((listener) => listener());
});
// installed by any route (the browser's menu too): the offer is spent
window.addEventListener('appinstalled', () => {
  deferred = null;
  listeners.forEach((listener) => listener());
});

/** The browser's install offer, if it made one and it is not used yet (useSyncExternalStore's snapshot). */
export const deferredInstallPrompt = () => deferred;

export function subscribeToInstallPrompt(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's own install dialog; an offer can be used once. */
export async function promptToInstall(): Promise<'accepted' | 'dismissed'> {
  const event = deferred;
  if (!event) return 'dismissed';
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  listeners.forEach((listener) => listener());
  return outcome;
}
