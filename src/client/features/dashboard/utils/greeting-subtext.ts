import type { Dashboard } from '#shared/dashboard/dashboard.types';

/** Where the person stands, as the line under the greeting needs it. */
export type DashboardStage = 'newcomer' | 'active' | 'upcoming' | 'between';

/**
 * Someone with no challenge at all is new here; with an active one they have check-ins to keep; with only an
 * upcoming one they are waiting for it; with only finished ones they are between challenges.
 */
export function dashboardStage(
  dashboard: Pick<Dashboard, 'active' | 'upcoming' | 'completed'>,
): DashboardStage {
  if (dashboard.active.length > 0) return 'active';
  if (dashboard.upcoming.length > 0) return 'upcoming';
  if (dashboard.completed.length > 0) return 'between';
  return 'newcomer';
}

/**
 * The line under the spec's greeting (not a spec text): a next step that fits the person. The templates' 'Start
 * today' is offered only when there are templates to start.
 */
export function greetingSubtext(stage: DashboardStage, hasTemplates: boolean): string {
  switch (stage) {
    case 'active':
      return 'Every check-in counts. Keep your streak going.';
    case 'newcomer':
      return hasTemplates
        ? 'You have no challenge yet. Start a ready-made 14-day challenge today with one tap, or create your own.'
        : 'You have no challenge yet. Create your first 14-day challenge to get going.';
    case 'upcoming':
      return hasTemplates
        ? 'Your next challenge has not started yet. Want to begin something today? Start one below.'
        : 'Your next challenge has not started yet.';
    case 'between':
      return hasTemplates
        ? 'Ready for the next one? Start a 14-day challenge today, or create your own.'
        : 'Ready for the next one? Create a new 14-day challenge.';
  }
}
