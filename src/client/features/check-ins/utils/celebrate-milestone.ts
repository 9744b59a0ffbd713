import type { CheckInMilestone } from '#shared/domain/streak';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * A short burst of confetti for a milestone (decision 024), none at all for people who ask for reduced motion. The
 * library is loaded on the first celebration only, so it stays out of the landing page and the dashboard's first
 * chunk; it draws on its own canvas in the page (no worker: the Content-Security-Policy allows no blob: scripts).
 */
export async function celebrateMilestone(milestone: CheckInMilestone): Promise<void> {
  if (window.matchMedia(REDUCED_MOTION).matches) return;
  const { default: confetti } = await import('canvas-confetti');
  const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  const isBig = milestone === 'perfect-challenge' || milestone === 'streak-14';
  await fire({ particleCount: isBig ? 160 : 90, spread: isBig ? 100 : 70, origin: { y: 0.35 } });
}
