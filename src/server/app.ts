import { Hono } from 'hono';
import type { AppEnv, Deps } from './app-env';
import { authEndpoint } from '#server/auth/auth-endpoint';
import { resetRequestLimit } from '#server/auth/reset-request-limit';
import { clientIp, clientIpForBetterAuth } from '#server/auth/client-ip';
import { accountExportRoutes } from '#server/features/account-export/account-export.routes';
import { accountRoutes } from '#server/features/account/account.routes';
import { calendarFeedRoutes } from '#server/features/calendar-feed/calendar-feed.routes';
import { apiTokenRoutes } from '#server/features/api-tokens/api-tokens.routes';
import { linkPreviewRoutes } from '#server/features/link-previews/link-previews.routes';
import { linkPreviewTags } from '#server/features/link-previews/link-preview-tags';
import { refuseBearerToken } from '#server/auth/token-actor';
import { challengeRoutes } from '#server/features/challenges/challenges.routes';
import { challengeRoundRoutes } from '#server/features/challenge-rounds/challenge-rounds.routes';
import { checkInRoutes } from '#server/features/check-ins/check-ins.routes';
import { cheerRoutes } from '#server/features/cheers/cheers.routes';
import { dashboardRoutes } from '#server/features/dashboard/dashboard.routes';
import { leaderboardRoutes } from '#server/features/leaderboards/leaderboards.routes';
import { openApiRoutes } from '#server/features/open-api/open-api.routes';
import { notificationPollRoutes } from '#server/features/notifications/notification-poll.routes';
import { notificationRoutes } from '#server/features/notifications/notifications.routes';
import { appConfigRoutes } from '#server/features/app-config/app-config.routes';
import { devOutboxRoutes } from '#server/features/dev-outbox/dev-outbox.routes';
import { feedbackRoutes } from '#server/features/feedback/feedback.routes';
import { fileRoutes } from '#server/features/files/files.routes';
import { forumRoutes } from '#server/features/forum/forum.routes';
import { groupChallengeRoutes } from '#server/features/group-challenges/group-challenges.routes';
import { groupRoutes } from '#server/features/groups/groups.routes';
import { groupMemberRoutes } from '#server/features/groups/group-members.routes';
import { groupPostRoutes } from '#server/features/group-posts/group-posts.routes';
import { healthRoutes } from '#server/features/health/health.routes';
import { invitationRoutes } from '#server/features/invitations/invitations.routes';
import { pushRoutes } from '#server/features/push/push.routes';
import { profileRoutes } from '#server/features/profile/profile.routes';
import { accountDeletionRoutes } from '#server/features/account-deletion/account-deletion.routes';
import { profileStatsRoutes } from '#server/features/profile-stats/profile-stats.routes';
import { REMINDER_UNSUBSCRIBE_PATH } from '#server/features/reminder-emails/reminder-emailer';
import { reminderUnsubscribeRoutes } from '#server/features/reminder-emails/unsubscribe.routes';
import { userRoutes } from '#server/features/users/users.routes';
import { waitlistRoutes } from '#server/features/waitlist/waitlist.routes';
import { notFound } from '#server/lib/domain-error';
import { errorHandler } from '#server/middleware/error-handler';
import { inputGate } from '#server/middleware/input-gate';
import { noStoreByDefault } from '#server/middleware/no-store-by-default';
import { originCheck } from '#server/middleware/origin-check';
import { requestContext } from '#server/middleware/request-context';
import { securityHeaders } from '#server/middleware/security-headers';
import { resolveActor } from '#server/middleware/session';
import { staticClient } from './static-client';

/** The composition root: every route and middleware, wired to the given deps. */
export function createApp(deps: Deps) {
  const { env } = deps;
  const api = new Hono<AppEnv>()
    // a mail provider's one-click unsubscribe POST (RFC 8058) comes from no origin of ours; its token is the proof
    .use('*', originCheck(env.APP_URL, [REMINDER_UNSUBSCRIBE_PATH]))
    .use('*', resolveActor)
    .route('/', healthRoutes)
    .route('/', appConfigRoutes)
    .route('/', profileRoutes)
    .route('/', accountDeletionRoutes)
    // ahead of accountRoutes' session guard on /account/*: a followed download link is refused in plain text
    .route('/', accountExportRoutes)
    .route('/', accountRoutes)
    .route('/', pushRoutes)
    .route('/', fileRoutes)
    .route('/', userRoutes)
    .route('/', waitlistRoutes)
    .route('/', invitationRoutes)
    .route('/', groupRoutes)
    .route('/', groupMemberRoutes)
    .route('/', groupPostRoutes)
    .route('/', forumRoutes)
    .route('/', feedbackRoutes)
    .route('/', challengeRoutes)
    .route('/', challengeRoundRoutes)
    .route('/', groupChallengeRoutes)
    .route('/', checkInRoutes)
    .route('/', cheerRoutes)
    .route('/', leaderboardRoutes)
    .route('/', dashboardRoutes)
    .route('/', notificationRoutes)
    .route('/', profileStatsRoutes)
    .route('/', reminderUnsubscribeRoutes)
    .route('/', calendarFeedRoutes)
    .route('/', apiTokenRoutes)
    .route('/', linkPreviewRoutes);

  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  // polled by every signed-in tab: ahead of every middleware, it authenticates itself (see the file); by cookie only
  app.use('/api/notifications/poll', refuseBearerToken);
  app.route('/api', notificationPollRoutes(deps));
  app.use('*', requestContext(deps));
  // first among the API's middleware, so that their refusals get it too
  app.use('/api/*', noStoreByDefault);
  app.use(
    '*',
    securityHeaders({ demoVideoUrl: env.DEMO_VIDEO_URL, isProduction: env.NODE_ENV === 'production' }),
  );
  app.use('/api/*', clientIp);
  app.use('/api/*', inputGate);
  app.use('/api/auth/*', refuseBearerToken);
  app.use('/api/auth/*', clientIpForBetterAuth);
  app.post('/api/auth/request-password-reset', resetRequestLimit);
  app.on(['GET', 'POST'], '/api/auth/*', authEndpoint);
  app.route('/api', openApiRoutes(app));
  app.route('/api', api);
  app.all('/api/*', () => {
    throw notFound('Not found');
  });
  if (env.DEV_OUTBOX) app.route('/dev', devOutboxRoutes);
  if (deps.clientDir) {
    // a shared link's page carries its preview's tags for chat apps' crawlers (decision 062)
    app.route(
      '/',
      staticClient(deps.clientDir, (c) => linkPreviewTags(deps, c.req.path, env.APP_URL)),
    );
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
