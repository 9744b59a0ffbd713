import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
 * today' is offered only when there are templates to start. In the screen's `i18n` (useLingui); without one, the
 * active language.
 */
export function greetingSubtext(
  stage: DashboardStage,
  hasTemplates: boolean,
  i18n: I18n = activeI18n,
): string {
  switch (stage) {
    case 'active':
      return i18n._(msg`Every check-in counts. Keep your streak going.`);
    case 'newcomer':
      return hasTemplates
        ? i18n._(
            msg`You have no challenge yet. Start a ready-made 14-day challenge today with one tap, or create your own.`,
          )
        : i18n._(msg`You have no challenge yet. Create your first 14-day challenge to get going.`);
    case 'upcoming':
      return hasTemplates
        ? i18n._(
            msg`Your next challenge has not started yet. Want to begin something today? Start one below.`,
          )
        : i18n._(msg`Your next challenge has not started yet.`);
    case 'between':
      return hasTemplates
        ? i18n._(msg`Ready for the next one? Start a 14-day challenge today, or create your own.`)
        : i18n._(msg`Ready for the next one? Create a new 14-day challenge.`);
  }
}
