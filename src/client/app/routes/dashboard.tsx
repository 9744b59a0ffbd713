import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ChallengeDetail, ChallengeSummary } from '#shared/challenges/challenges.types';
import type { Dashboard } from '#shared/dashboard/dashboard.types';
import { TODAY_CHALLENGE_PARAM, TODAY_LOG_PARAM } from '#shared/dashboard/today-link';
import { displayName, firstName } from '#shared/domain/display-name';
import { ChallengeGrid } from '#client/features/challenges/components/challenge-grid';
import { CheerButton } from '#client/features/cheers/components/cheer-button';
import { hasCheerToShow } from '#client/features/cheers/utils/cheer-labels';
import { DayCheerButton } from '#client/features/cheers/components/day-cheer-button';
import { CHECK_IN_ANCHOR } from '#client/features/check-ins/components/check-in-anchor';
import { ShownOfCount } from '#client/components/shown-of-count';
import { TodayPanel } from '#client/features/check-ins/components/today-panel';
import { useOpenCheckInsBadge } from '#client/features/check-ins/hooks/use-open-check-ins-badge';
import { useDashboard } from '#client/features/dashboard/api/get-dashboard';
import { ChallengeSection } from '#client/features/dashboard/components/challenge-section';
import { FeedbackButton } from '#client/features/feedback/components/feedback-button';
import { DashboardLeaderboardCard } from '#client/features/dashboard/components/dashboard-leaderboard-card';
import { LoadingText } from '#client/components/loading-text';
import { NoActiveChallenges } from '#client/features/dashboard/components/no-active-challenges';
import { RecentCheckInsCard } from '#client/features/dashboard/components/recent-check-ins-card';
import { UpdatingNotice } from '#client/features/dashboard/components/updating-notice';
import { useLeaderboardSelection } from '#client/features/dashboard/hooks/use-leaderboard-selection';
import { useRefreshAfterInvitation } from '#client/features/dashboard/hooks/use-refresh-after-invitation';
import { dashboardStage, greetingSubtext } from '#client/features/dashboard/utils/greeting-subtext';
import { useSession } from '#client/features/session/hooks/use-session';
import { ReadOutOfReach } from '#client/components/read-out-of-reach';
import { lazyAfterPaint } from '#client/lib/lazy-after-paint';
import { markScreenShown } from '#client/lib/page-idle';
import { showToast } from '#client/lib/toast';
import { queryKeys } from '#client/lib/query-keys';
import { refreshMyChallenges } from '#client/lib/refresh-my-challenges';
import { paths } from '#client/lib/paths';
import { CreateChallengeButton } from '#client/features/dashboard/components/create-challenge-button';

// the board's table loads once the Today panel is painted: Mantine's Table brings its scroll container and
// floating-ui, 18 KiB, that the panel above it does not need (decision 067)
const LeaderboardTable = lazyAfterPaint(
  () =>
    import('#client/features/leaderboards/components/leaderboard-table').then(({ LeaderboardTable }) => ({
      default: LeaderboardTable,
    })),
  // its code out of reach (offline before it loaded): said as a board out of reach is; 'Try again' asks for the code
  ({ retry }) => <ReadOutOfReach what="leaderboard" onRetry={retry} />,
);

// the carousel and its date picker load once the dashboard is on screen: the check-ins come first (decision 064);
// its code out of reach (offline before it loaded), there is no carousel and the rest of the dashboard stays
const TemplateCarousel = lazyAfterPaint(() =>
  import('#client/features/templates/components/template-carousel').then(({ TemplateCarousel }) => ({
    default: TemplateCarousel,
  })),
);

// the Today panel with one challenge, as drawn on a phone and from `sm` up
const TODAY_PANEL_ONE_ROW_HEIGHT = { base: 205, sm: 197 };

interface Section {
  key: 'active' | 'upcoming' | 'completed';
  title: MessageDescriptor;
  emptyText: MessageDescriptor;
  viewAllTo: string;
}

const activeSection: Section = {
  key: 'active',
  title: msg`Active Challenges`,
  emptyText: msg`No active challenges yet.`,
  viewAllTo: paths.challenges(),
};

const sections: Section[] = [
  activeSection,
  {
    key: 'upcoming',
    title: msg`Upcoming Challenges`,
    emptyText: msg`No upcoming challenges.`,
    viewAllTo: paths.challenges('upcoming'),
  },
  {
    key: 'completed',
    title: msg`Completed Challenges`,
    emptyText: msg`No completed challenges yet.`,
    viewAllTo: paths.challenges('completed'),
  },
];

/**
 * Home for signed-in people (product-rules.md#dashboard), all from one request: GET /api/dashboard. Its sections are
 * a glance (decision 066): the first few of each, the count of all, and 'View All' to the Challenges screen's tab.
 */
export default function DashboardPage() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const dashboard = useDashboard();
  const { refetch } = dashboard;
  const greetingName = firstName(displayName(user ?? {}));

  useRefreshAfterInvitation(refetch);
  // with what was seen last on screen, the layout's banner says the server is out of reach: no toast on top of it
  const hasFailedWithNothingShown = dashboard.isError && !dashboard.data;
  useEffect(() => {
    if (hasFailedWithNothingShown)
      showToast({ kind: 'error', message: t`Failed to load challenges. Please try again.` });
  }, [hasFailedWithNothingShown, t]);

  const navigate = useNavigate();
  // a started template opens as the new challenge, its check-in card ready (docs/decisions/025); the lists it
  // now belongs to are refreshed behind it
  const openStartedChallenge = useCallback(
    (challenge: ChallengeDetail) => {
      queryClient.setQueryData(queryKeys.challenges.detail(challenge.id), challenge);
      void refreshMyChallenges(queryClient);
      navigate(paths.challenge(challenge.id, { anchor: CHECK_IN_ANCHOR }));
    },
    [queryClient, navigate],
  );

  const data = dashboard.data;
  useOpenCheckInsBadge(data?.today);
  // a reminder's tap or 'Log…' opens the panel with its challenge ready (issue 28)
  const [search] = useSearchParams();
  const readyChallengeId = search.get(TODAY_CHALLENGE_PARAM);
  const ready = readyChallengeId
    ? { challengeId: readyChallengeId, log: search.get(TODAY_LOG_PARAM) === '1' }
    : undefined;
  const stage = data && dashboardStage(data);
  const hasTemplates = Boolean(data && data.templates.length > 0);
  const isShown = useIsShownAfter(Boolean(data));
  // what loads once the page is idle (dialogs, popovers) waits for the dashboard's content
  useEffect(() => {
    if (data) markScreenShown();
  }, [data]);
  const templates = data && hasTemplates && isShown && (
    <Suspense fallback={<LoadingText label={t`Loading templates...`} />}>
      <TemplateCarousel templates={data.templates} onStarted={openStartedChallenge} />
    </Suspense>
  );

  return (
    <Container size="lg" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="center" gap="md" mb="xl">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t`Welcome back, ${greetingName}!`}
          </Title>
          {/* the line's place is kept while the dashboard loads: text arriving above the content would push it down */}
          {(stage || dashboard.isPending) && (
            <Skeleton visible={!stage} mt={4}>
              <Text>{stage ? greetingSubtext(stage, hasTemplates, i18n) : '\u00a0'}</Text>
            </Skeleton>
          )}
        </div>
        <CreateChallengeButton />
      </Group>

      {/* once an attempt has failed, the layout's banner says the server is out of reach: no spinner over it */}
      <UpdatingNotice
        isUpdating={dashboard.isFetching && !dashboard.isPending && dashboard.failureCount === 0}
      />
      <Stack gap="xl">
        {data && data.today.length > 0 ? (
          <TodayPanel
            entries={data.today}
            ready={ready}
            renderGroupCheer={(entry, dayLabel) => (
              <DayCheerButton
                challengeId={entry.challengeId}
                challengeTitle={entry.title}
                date={entry.date}
                dayLabel={dayLabel}
                othersCheckedIn={entry.group.othersCheckedIn}
                cheeredByViewer={entry.group.cheeredByViewer}
              />
            )}
            more={
              // the dashboard holds the first active challenges only (decision 066): say so where the rows are
              data.active.length < data.counts.active && (
                <ShownOfCount
                  shown={data.today.length}
                  count={data.counts.active}
                  to={activeSection.viewAllTo}
                  label={i18n._(activeSection.title)}
                />
              )
            }
          />
        ) : dashboard.isPending ? (
          // the panel's place is kept while the dashboard loads, so the cards under it do not jump down when it comes
          <Skeleton h={TODAY_PANEL_ONE_ROW_HEIGHT} radius="lg" />
        ) : null}
        {/* first run: the templates, each with 'Start today', come right under the greeting that points to them */}
        {stage === 'newcomer' && templates}
        {dashboard.isError && !data ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="md">
              <Text c="dimmed">
                <Trans>Failed to load challenges. Please try again.</Trans>
              </Text>
              <Button variant="default" onClick={() => void refetch()}>
                <Trans>Try Again</Trans>
              </Button>
            </Stack>
          </Paper>
        ) : data?.active.length === 0 ? (
          <NoActiveChallenges />
        ) : (
          <Overview dashboard={data} isLoading={dashboard.isPending} />
        )}

        {stage !== 'newcomer' && templates}

        {data
          ? sections.map((section) => (
              <ChallengeSection
                key={section.key}
                title={i18n._(section.title)}
                count={data.counts[section.key]}
                shownCount={data[section.key].length}
                emptyText={i18n._(section.emptyText)}
                viewAllTo={section.viewAllTo}
              >
                <ChallengeGrid challenges={data[section.key]} headingOrder={3} />
              </ChallengeSection>
            ))
          : dashboard.isPending && <LoadingText label={t`Loading...`} />}
      </Stack>
      <FeedbackButton />
    </Container>
  );
}

/**
 * True from the frame after `isReady` first holds: what waits for it loads once that screen is painted.
 * Not page-idle.ts (whenPageIdle), though both keep code off the first paint: the board's table and the carousel are
 * this screen's own content, drawn a frame after the Today panel on every visit to the dashboard; an idle page comes
 * once per page load, only after its load event and an idle moment (up to seconds later on a phone), and on a later
 * visit it has long come, so they would be drawn in the panel's own render. It is for what only a later tap needs.
 */
function useIsShownAfter(isReady: boolean) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!isReady) return;
    const frame = requestAnimationFrame(() => setIsShown(true));
    return () => cancelAnimationFrame(frame);
  }, [isReady]);
  return isShown;
}

/** The Leaderboard and Recent Check-ins cards; while the dashboard loads, each says what it is loading. */
function Overview({ dashboard, isLoading }: { dashboard: Dashboard | undefined; isLoading: boolean }) {
  const { t } = useLingui();
  const selection = useLeaderboardSelection(dashboard);
  // the table's code is asked for once the Today panel is painted, even when the board is kept on the device
  const isBoardShown = useIsShownAfter(Boolean(selection.leaderboard));
  const active: ChallengeSummary[] = dashboard?.active ?? [];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DashboardLeaderboardCard
        activeChallenges={active}
        selectedId={selection.selectedId}
        onSelect={selection.select}
        boardTitle={selection.leaderboard?.title}
        isLoading={isLoading || selection.isLoading || (Boolean(selection.leaderboard) && !isBoardShown)}
        isError={selection.isError}
        isOutOfReach={selection.isOutOfReach}
        onRetry={selection.retry}
        board={
          selection.leaderboard ? (
            <Suspense fallback={<LoadingText label={t`Loading leaderboard...`} />}>
              <LeaderboardTable
                leaderboard={selection.leaderboard}
                title={selection.leaderboard.title}
                renderCheer={(row) =>
                  row.latestCheckIn && hasCheerToShow(row.latestCheckIn.cheers) && selection.leaderboard ? (
                    <CheerButton
                      checkInId={row.latestCheckIn.id}
                      challengeId={selection.leaderboard.challengeId}
                      personName={row.name}
                      cheers={row.latestCheckIn.cheers}
                      showNames={false}
                    />
                  ) : null
                }
              />
            </Suspense>
          ) : (
            <Text c="dimmed" ta="center" py="md">
              <Trans>No leaderboard data available</Trans>
            </Text>
          )
        }
      />
      <RecentCheckInsCard
        checkIns={dashboard?.recentCheckIns}
        renderCheer={(checkIn) => (
          <CheerButton
            checkInId={checkIn.id}
            challengeId={checkIn.challengeId}
            personName={checkIn.person.name}
            cheers={checkIn.cheers}
          />
        )}
      />
    </SimpleGrid>
  );
}
