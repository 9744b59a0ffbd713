import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Stack, Tabs, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChartBar, IconInfoCircle, IconRefresh, IconTrophy, IconUsers } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { challengeTypeInfo } from '#shared/challenges/challenge-types';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { useChallenge } from '#client/features/challenges/api/get-challenge';
import { useJoinChallenge } from '#client/features/challenges/api/join-challenge';
import { useLeaveChallenge } from '#client/features/challenges/api/leave-challenge';
import { ChallengeHeader } from '#client/features/challenges/components/challenge-header';
import { ChallengeRules } from '#client/features/challenges/components/challenge-rules';
import { ChallengeSummary } from '#client/features/challenges/components/challenge-summary';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { MembershipPanel } from '#client/features/challenges/components/membership-panel';
import { ParticipantsTab } from '#client/features/challenges/components/participants-tab';
import { EmailInviteForm } from '#client/features/invitations/components/email-invite-form';
import { InviteFriendsDialog } from '#client/features/challenges/components/invite-friends-dialog';
import { useInviteAfterCreate } from '#client/features/challenges/hooks/use-invite-after-create';
import { useSession } from '#client/features/session/hooks/use-session';
import { CheckInCard } from '#client/features/check-ins/components/check-in-card';
import { ProgressPanel } from '#client/features/check-ins/components/progress-panel';
import { ChallengeCheckIns } from '#client/features/check-ins/components/challenge-check-ins';
import { CheerButton } from '#client/features/cheers/components/cheer-button';
import { hasCheerToShow } from '#client/features/cheers/utils/cheer-labels';
import { LeaderboardPanel } from '#client/features/leaderboards/components/leaderboard-panel';
import { LazyAmountDaysPanel } from '#client/features/leaderboards/components/lazy-amount-days-panel';
import { ApiError, messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { usePageTitle } from '#client/hooks/use-page-title';
import { useTabParam } from '#client/hooks/use-tab-param';
import { ChallengeLoading } from '#client/features/challenges/components/challenge-loading';
import { FeedbackButton } from '#client/features/feedback/components/feedback-button';
import { paths } from '#client/lib/paths';
import {
  JOINED_CHALLENGE_MESSAGE,
  CHALLENGE_LOAD_FAILED_MESSAGE,
  CHALLENGE_NOT_FOUND_MESSAGE,
} from '#client/features/challenges/utils/challenge-messages';
import { ResultsPanel } from '#client/features/challenge-rounds/components/results-panel';
import { RoundLinks } from '#client/features/challenge-rounds/components/round-links';

/**
 * The four tabs of product-rules.md#challenge-page, by the names `?tab=` gives them ('View full leaderboard' opens
 * `?tab=leaderboard`).
 */
const CHALLENGE_TABS = ['details', 'progress', 'leaderboard', 'participants'] as const;

/** /challenge/:id (product-rules.md#challenge-page). */
export default function ChallengeDetailPage() {
  const { i18n } = useLingui();
  const { id = '' } = useParams();
  const challenge = useChallenge(id);
  const isMissing = challenge.error instanceof ApiError && challenge.error.status === 404;
  usePageTitle(challenge.data?.title ?? (isMissing ? i18n._(CHALLENGE_NOT_FOUND_MESSAGE) : undefined));

  if (challenge.isPending) return <ChallengeLoading />;
  if (challenge.isError) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} fz={26}>
          {i18n._(isMissing ? CHALLENGE_NOT_FOUND_MESSAGE : CHALLENGE_LOAD_FAILED_MESSAGE)}
        </Title>
        <Anchor component={Link} to={paths.dashboard()} mt="md" display="inline-block">
          <Trans>Back to Dashboard</Trans>
        </Anchor>
      </Container>
    );
  }
  return <ChallengeDetailView challenge={challenge.data} />;
}

function ChallengeDetailView({ challenge }: { challenge: ChallengeDetail }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const joinChallenge = useJoinChallenge();
  const leaveChallenge = useLeaveChallenge(challenge.id);
  const [isLeaveDialogOpen, leaveDialog] = useDisclosure(false);
  const session = useSession();
  const { isParticipant } = challenge.viewer;
  const title = challenge.title;
  const [tab, openTab] = useTabParam(CHALLENGE_TABS, 'details');
  const inviteAfterCreate = useInviteAfterCreate();
  const emailInvite = (
    <EmailInviteForm
      challengeId={challenge.id}
      session={{
        isLoading: session.isLoading,
        isSignedIn: session.user !== null,
        expiresAt: session.expiresAt,
      }}
    />
  );

  async function join() {
    try {
      await joinChallenge.mutateAsync(challenge.id);
      showToast({ kind: 'success', message: i18n._(JOINED_CHALLENGE_MESSAGE) });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, t`Failed to join challenge. Please try again.`) });
    }
  }

  async function leave() {
    try {
      await leaveChallenge.mutateAsync();
    } catch {
      showToast({ kind: 'error', message: t`Failed to leave challenge` });
      leaveDialog.close();
      return;
    }
    showToast({ kind: 'success', message: t`Successfully left the challenge` });
    navigate(paths.challenges());
  }

  return (
    <Container size="lg" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <ChallengeHeader challenge={challenge} />
        <RoundLinks title={challenge.title} round={challenge.round} />
        <ChallengeSummary challenge={challenge} />
        {challenge.status === 'completed' ? (
          <ResultsPanel challengeId={challenge.id} today={challenge.today} />
        ) : null}
        <MembershipPanel
          challenge={challenge}
          onJoin={join}
          isJoining={joinChallenge.isPending}
          onLeave={leaveDialog.open}
          isLeaving={leaveChallenge.isPending}
        />
        <Tabs value={tab} onChange={openTab} keepMounted={false}>
          <Tabs.List mb="md" grow>
            <Tabs.Tab value="details" leftSection={<IconInfoCircle size={16} aria-hidden />}>
              <Trans>Details</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="progress" leftSection={<IconChartBar size={16} aria-hidden />}>
              <Trans>Your Progress</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="leaderboard" leftSection={<IconTrophy size={16} aria-hidden />}>
              <Trans>Leaderboard</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="participants" leftSection={<IconUsers size={16} aria-hidden />}>
              <Trans>Participants</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <Stack gap="lg">
              {isParticipant ? <CheckInCard challenge={challenge} /> : null}
              {isParticipant && challenge.dailyGoal.kind === 'amount' && challenge.status !== 'completed' ? (
                // product-rules.md#synced-amounts: the phone sends the day's steps or amount
                <Anchor
                  component={Link}
                  to={paths.automateChallenge(challenge.id)}
                  size="sm"
                  mt={-8}
                  style={{
                    alignSelf: 'flex-start',
                    minHeight: 44,
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 6,
                  }}
                >
                  <IconRefresh size={16} aria-hidden />
                  <Trans>Automate this: sync from your phone</Trans>
                </Anchor>
              ) : null}
              <ChallengeRules challenge={challenge} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="progress">
            <ProgressPanel challenge={challenge} />
          </Tabs.Panel>
          <Tabs.Panel value="leaderboard">
            <Stack gap="lg">
              <LeaderboardPanel
                challengeId={challenge.id}
                title={i18n._(challengeTypeInfo[challenge.challengeType].leaderboardTitle)}
                renderCheer={(row) =>
                  row.latestCheckIn && hasCheerToShow(row.latestCheckIn.cheers) ? (
                    <CheerButton
                      checkInId={row.latestCheckIn.id}
                      challengeId={challenge.id}
                      personName={row.name}
                      cheers={row.latestCheckIn.cheers}
                      showNames={false}
                    />
                  ) : null
                }
              />
              {/* each person's days against the target (issue 27); a step challenge's goal is an amount too */}
              {challenge.dailyGoal.kind === 'amount' ? (
                <LazyAmountDaysPanel challengeId={challenge.id} />
              ) : null}
              {/* everyone's check-ins are for the participants (product-rules.md#recording-a-check-in) */}
              {isParticipant ? (
                <ChallengeCheckIns
                  challenge={challenge}
                  renderCheer={(checkIn) => (
                    <CheerButton
                      checkInId={checkIn.id}
                      challengeId={challenge.id}
                      personName={checkIn.person.name}
                      cheers={checkIn.cheers}
                    />
                  )}
                />
              ) : null}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="participants">
            <ParticipantsTab challenge={challenge} emailInvite={emailInvite} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <ConfirmDialog
        opened={isLeaveDialogOpen}
        title={t`Leave challenge`}
        message={t`Leave "${title}"? You will need a new invitation or link to join again.`}
        confirmLabel={t`Leave`}
        isConfirming={leaveChallenge.isPending}
        onConfirm={leave}
        onClose={leaveDialog.close}
      />
      <InviteFriendsDialog
        challenge={challenge}
        opened={inviteAfterCreate.isOpen}
        onClose={inviteAfterCreate.dismiss}
        emailInvite={emailInvite}
      />
      <FeedbackButton />
    </Container>
  );
}
