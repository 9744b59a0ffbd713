// remembered per device: once answered (either way), never asked again here
const INSTALL_ANSWERED_KEY = 'habitsprint.install-invitation-answered';

export function wasInstallAnswered(): boolean {
  try {
    return localStorage.getItem(INSTALL_ANSWERED_KEY) !== null;
  } catch {
    return true; // storage blocked: better never to ask than to ask every time
  }
}

export function rememberInstallAnswer(answer: 'install' | 'not-now') {
  try {
    localStorage.setItem(INSTALL_ANSWERED_KEY, answer);
  } catch {
    // storage blocked: nothing to remember with
  }
}
