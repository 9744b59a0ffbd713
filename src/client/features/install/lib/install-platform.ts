/** Already opened from the home screen or as an installed app: nothing to invite to. */
export function isInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * Safari on an iPhone or iPad, which never offers to install: there the invitation shows the Share → Add to Home
 * Screen steps. (iPadOS reports itself as a Mac, known by its touch screen; Chrome, Firefox and Edge on iOS name
 * themselves and cannot add to the home screen in every version, so they are left out.)
 */
export function isIosSafari(
  userAgent = navigator.userAgent,
  maxTouchPoints = navigator.maxTouchPoints,
): boolean {
  const isIos = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return isIos && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}
