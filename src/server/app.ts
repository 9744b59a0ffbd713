import { Hono } from 'hono';
import type { AppEnv, Deps } from './app-env';
import { authEndpoint } from './auth/auth-endpoint';
import { resetRequestLimit } from './auth/auth-rate-limits';
import { clientIp, clientIpForBetterAuth } from './auth/client-ip';
import { accountExportRoutes } from './features/account-export/account-export.routes';
import { accountRoutes } from './features/account/account.routes';
import { calendarFeedRoutes } from './features/calendar-feed/calendar-feed.routes';
import { apiTokenRoutes } from './features/api-tokens/api-tokens.routes';
import { linkPreviewRoutes } from './features/link-previews/link-previews.routes';
import { linkPreviewTags } from './features/link-previews/link-preview-tags';
import { refuseBearerToken } from './features/api-tokens/token-actor';
import { challengeRoutes } from './features/challenges/challenges.routes';
import { challengeRoundRoutes } from './features/challenge-rounds/challenge-rounds.routes';
import { checkInRoutes } from './features/check-ins/check-ins.routes';
import { cheerRoutes } from './features/cheers/cheers.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { leaderboardRoutes } from './features/leaderboards/leaderboards.routes';
import { openApiRoutes } from './features/open-api/open-api.routes';
import { notificationPollRoutes } from './features/notifications/notification-poll.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { appConfigRoutes } from './features/app-config/app-config.routes';
import { devOutboxRoutes } from './features/dev-outbox/dev-outbox.routes';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { fileRoutes } from './features/files/files.routes';
import { forumRoutes } from './features/forum/forum.routes';
import { groupChallengeRoutes } from './features/group-challenges/group-challenges.routes';
import { groupRoutes } from './features/groups/groups.routes';
import { groupMemberRoutes } from './features/groups/group-members.routes';
import { groupPostRoutes } from './features/group-posts/group-posts.routes';
import { healthRoutes } from './features/health/health.routes';
import { invitationRoutes } from './features/invitations/invitations.routes';
import { pushRoutes } from './features/push/push.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { accountDeletionRoutes } from './features/account-deletion/account-deletion.routes';
import { profileStatsRoutes } from './features/profile-stats/profile-stats.routes';
import { REMINDER_UNSUBSCRIBE_PATH } from './features/reminder-emails/reminder-emailer';
import { reminderUnsubscribeRoutes } from './features/reminder-emails/unsubscribe.routes';
import { userRoutes } from './features/users/users.routes';
import { waitlistRoutes } from './features/waitlist/waitlist.routes';
import { notFound } from './lib/domain-error';
import { errorHandler } from './middleware/error-handler';
import { inputGate } from './middleware/input-gate';
import { noStoreByDefault } from './middleware/no-store-by-default';
import { originCheck } from './middleware/origin-check';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { resolveActor } from './middleware/session';
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
