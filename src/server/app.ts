import { Hono } from 'hono';
import type { AppEnv, Deps } from './app-env';
import { AUTH_BASE_PATH } from '#server/auth/auth-endpoint';
import { authRoutes } from '#server/auth/auth.routes';
import { clientIp } from '#server/auth/client-ip';
import { accountDeletionRoutes } from '#server/features/account-deletion/account-deletion.routes';
import { accountExportRoutes } from '#server/features/account-export/account-export.routes';
import { accountRoutes } from '#server/features/account/account.routes';
import { apiTokenRoutes } from '#server/features/api-tokens/api-tokens.routes';
import { passkeyRoutes } from '#server/features/passkeys/passkeys.routes';
import { blockRoutes } from '#server/features/blocks/blocks.routes';
import { appConfigRoutes } from '#server/features/app-config/app-config.routes';
import { instanceRoutes } from '#server/features/instance/instance.routes';
import {
  calendarFeedRoutes,
  calendarFeedSettingsRoutes,
} from '#server/features/calendar-feed/calendar-feed.routes';
import {
  challengeResultRoutes,
  challengeRoundRoutes,
} from '#server/features/challenge-rounds/challenge-rounds.routes';
import { challengeRoutes } from '#server/features/challenges/challenges.routes';
import {
  challengeCheckInRoutes,
  checkInRoutes,
  restDayRoutes,
} from '#server/features/check-ins/check-ins.routes';
import {
  checkInAnswerRoutes,
  checkInLinkPageRoutes,
} from '#server/features/check-in-links/answer-pages.routes';
import { checkInLinkRoutes } from '#server/features/check-in-links/check-in-links.routes';
import { cheerRoutes, dayCheerRoutes } from '#server/features/cheers/cheers.routes';
import { dashboardRoutes } from '#server/features/dashboard/dashboard.routes';
import { devOutboxRoutes } from '#server/features/dev-outbox/dev-outbox.routes';
import { feedbackRoutes, submittedFeedbackRoutes } from '#server/features/feedback/feedback.routes';
import { moderationRoutes, reportRoutes } from '#server/features/moderation/moderation.routes';
import { fileRoutes } from '#server/features/files/files.routes';
import { forumRoutes } from '#server/features/forum/forum.routes';
import {
  adoptableChallengeRoutes,
  challengeGroupMemberRoutes,
  groupChallengeRoutes,
} from '#server/features/group-challenges/group-challenges.routes';
import { groupPostRoutes } from '#server/features/group-posts/group-posts.routes';
import { groupMemberRoutes } from '#server/features/groups/group-members.routes';
import { groupRoutes } from '#server/features/groups/groups.routes';
import { healthRoutes } from '#server/features/health/health.routes';
import {
  challengeInvitationRoutes,
  invitableChallengeRoutes,
  invitationRoutes,
  notificationInvitationRoutes,
} from '#server/features/invitations/invitations.routes';
import { amountDayRoutes } from '#server/features/leaderboards/amount-days.routes';
import { dayAmountSyncRoutes } from '#server/features/check-ins/day-amount-sync.routes';
import { leaderboardRoutes } from '#server/features/leaderboards/leaderboards.routes';
import { linkPreviewTags } from '#server/features/link-previews/link-preview-tags';
import { requestLocale } from '#server/i18n/request-locale';
import { linkPreviewRoutes } from '#server/features/link-previews/link-previews.routes';
import { notificationPollRoutes } from '#server/features/notifications/notification-poll.routes';
import { notificationRoutes } from '#server/features/notifications/notifications.routes';
import { openApiRoutes } from '#server/features/open-api/open-api.routes';
import { profileStatsRoutes } from '#server/features/profile-stats/profile-stats.routes';
import { profileRoutes } from '#server/features/profile/profile.routes';
import { pushRoutes, pushSettingsRoutes } from '#server/features/push/push.routes';
import { REMINDER_UNSUBSCRIBE_PATH } from '#server/features/reminder-emails/reminder-emailer';
import { reminderUnsubscribeRoutes } from '#server/features/reminder-emails/unsubscribe.routes';
import { userRoutes } from '#server/features/users/users.routes';
import { waitlistRoutes } from '#server/features/waitlist/waitlist.routes';
import { notFound, NOT_FOUND_MESSAGE } from '#server/lib/domain-error';
import { requestMetrics } from '#server/metrics/request-metrics';
import { metricsRoutes } from '#server/metrics/metrics-route';
import { errorHandler } from '#server/middleware/error-handler';
import { inputGate } from '#server/middleware/input-gate';
import { noStoreByDefault } from '#server/middleware/no-store-by-default';
import { originCheck } from '#server/middleware/origin-check';
import { requestContext } from '#server/middleware/request-context';
import { securityHeaders } from '#server/middleware/security-headers';
import { resolveActor } from '#server/middleware/session';
import { staticClient } from './static-client';

/**
 * Every feature router under /api, at the prefix it owns. A router declares its paths relative to its prefix and
 * names its guards (sign-in, rate limits) on its own routes, never with a `.use()` that would reach the routers
 * mounted below its prefix (/me/push-settings below /me), so what a route answers does not depend on this order.
 * Hono tries routes in the order they are added, which matters in one place: a static path that another router's
 * `/:id` would also match comes first.
 */
export const API_ROUTERS: ReadonlyArray<readonly [prefix: string, router: Hono<AppEnv>]> = [
  ['/health', healthRoutes],
  ['/config', appConfigRoutes],
  ['/waitlist', waitlistRoutes],
  ['/me', profileRoutes],
  ['/me/push-settings', pushSettingsRoutes],
  ['/me/calendar-feed', calendarFeedSettingsRoutes],
  ['/me/passkeys', passkeyRoutes],
  ['/calendar', calendarFeedRoutes],
  ['/profile/stats', profileStatsRoutes],
  ['/dashboard', dashboardRoutes],
  ['/account', accountDeletionRoutes],
  ['/account', accountRoutes],
  ['/account/export', accountExportRoutes],
  ['/tokens', apiTokenRoutes],
  ['/blocks', blockRoutes],
  ['/check-in-links', checkInLinkRoutes],
  ['/push', pushRoutes],
  ['/files', fileRoutes],
  ['/users', userRoutes],
  ['/notifications', notificationRoutes],
  ['/notifications/:id/accept-invitation', notificationInvitationRoutes],
  ['/invitations', invitationRoutes],
  ['/challenges/invitable', invitableChallengeRoutes], // ahead of /challenges/:id
  ['/challenges', challengeRoutes],
  ['/challenges/:challengeId/invitations', challengeInvitationRoutes],
  ['/challenges/:challengeId/check-ins', challengeCheckInRoutes],
  ['/challenges/:challengeId/rest-days', restDayRoutes],
  ['/challenges/:challengeId/cheers', dayCheerRoutes],
  ['/challenges/:challengeId/leaderboard', leaderboardRoutes],
  ['/challenges/:challengeId/amount-days', amountDayRoutes],
  ['/challenges/:challengeId/days', dayAmountSyncRoutes],
  ['/challenges/:id/results', challengeResultRoutes],
  ['/challenges/:id/rounds', challengeRoundRoutes],
  ['/challenges/:id/group-members', challengeGroupMemberRoutes],
  ['/check-ins/:id', checkInRoutes],
  ['/check-ins/:id/cheer', cheerRoutes],
  ['/groups', groupRoutes],
  ['/groups/:id/members', groupMemberRoutes],
  ['/groups/:id/posts', groupPostRoutes],
  ['/groups/:id/challenges', groupChallengeRoutes],
  ['/groups/:id/adoptable-challenges', adoptableChallengeRoutes],
  ['/forum', forumRoutes],
  ['/feedback', feedbackRoutes],
  ['/admin/feedback', submittedFeedbackRoutes],
  ['/admin/instance', instanceRoutes],
  ['/reports', reportRoutes],
  ['/moderation', moderationRoutes],
  ['/unsubscribe/reminders', reminderUnsubscribeRoutes],
  // the pages of a reminder e-mail's one-tap answers and of check-in links (issue 28)
  ['/check-in-answer', checkInAnswerRoutes],
  ['/tap', checkInLinkPageRoutes],
  ['/link-previews', linkPreviewRoutes],
];

/** The composition root: every route and middleware, wired to the given deps. */
export function createApp(deps: Deps) {
  const { env } = deps;
  const api = new Hono<AppEnv>()
    // a mail provider's one-click unsubscribe POST (RFC 8058) comes from no origin of ours; its token is the proof
    .use('*', originCheck(env.APP_URL, [REMINDER_UNSUBSCRIBE_PATH]))
    .use('*', resolveActor);
  for (const [prefix, router] of API_ROUTERS) api.route(prefix, router);

  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  // first of all, so every answer is counted (decision 086); without a token, /metrics is nothing
  if (deps.metrics && env.METRICS_TOKEN) {
    app.use('*', requestMetrics(deps.metrics));
    app.route('/metrics', metricsRoutes(deps.metrics, env.METRICS_TOKEN));
  } else {
    app.get('/metrics', () => {
      throw notFound(NOT_FOUND_MESSAGE);
    });
  }
  // polled by every signed-in tab: ahead of every middleware, it authenticates itself (see the file)
  app.route('/api/notifications/poll', notificationPollRoutes(deps));
  app.use('*', requestContext(deps));
  // first among the API's middleware, so that their refusals get it too
  app.use('/api/*', noStoreByDefault);
  app.use(
    '*',
    securityHeaders({ demoVideoUrl: env.DEMO_VIDEO_URL, isProduction: env.NODE_ENV === 'production' }),
  );
  app.use('/api/*', clientIp);
  app.use('/api/*', inputGate);
  app.route(AUTH_BASE_PATH, authRoutes);
  app.route('/api', openApiRoutes(app));
  app.route('/api', api);
  app.all('/api/*', () => {
    throw notFound(NOT_FOUND_MESSAGE);
  });
  if (env.DEV_OUTBOX) app.route('/dev', devOutboxRoutes);
  if (deps.clientDir) {
    // a shared link's page carries its preview's tags for chat apps' crawlers (decision 062)
    app.route(
      '/',
      staticClient(deps.clientDir, (c) => linkPreviewTags(deps, c.req.path, env.APP_URL, requestLocale(c))),
    );
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
