import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '#client/components/page-loader';
import { VisitorShellSkeleton } from '#client/components/visitor-shell-skeleton';
import { RedirectToAuth } from '#client/components/redirect-to-auth';
import { useChallenge } from '#client/features/challenges/api/get-challenge';
import { useJoinChallenge } from '#client/features/challenges/api/join-challenge';
import { JoinChallengeCard } from '#client/features/challenges/components/join-challenge-card';
import { useSession } from '#client/features/session/hooks/use-session';
import { ApiError, messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { paths } from '#client/lib/paths';
import {
  JOINED_CHALLENGE_MESSAGE,
  CHALLENGE_LOAD_FAILED_MESSAGE,
  CHALLENGE_NOT_FOUND_MESSAGE,
} from '#client/features/challenges/utils/challenge-messages';

/**
 * The page a challenge's share link opens (product-rules.md#sharing). Public: a signed-out visitor is sent
 * to /auth with the id kept as pending, and is added automatically once signed in or up.
 */
export default function JoinChallengePage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useSession();
  if (isLoading) return <VisitorShellSkeleton />;
  if (!user) return <RedirectToAuth action="challengeJoin" id={id} />;
  return <SignedInJoinPage challengeId={id} />;
}

function SignedInJoinPage({ challengeId }: { challengeId: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const challenge = useChallenge(challengeId);
  const join = useJoinChallenge();

  async function joinChallenge() {
    try {
      await join.mutateAsync(challengeId);
    } catch (error) {
      showToast({
        kind: 'error',
        title: t`Failed to join challenge`,
        // the server's reason ('Challenge is full. Maximum participants reached.', 'This challenge has ended')
        message: messageOf(error, t`Please try again.`),
      });
      // the challenge changed meanwhile (the last seat went, it ended): show it as it is now
      void challenge.refetch();
      return;
    }
    showToast({ kind: 'success', message: i18n._(JOINED_CHALLENGE_MESSAGE) });
    navigate(paths.challenge(challengeId));
  }

  return (
    <Box component="main" py={{ base: 'lg', sm: 48 }} px="md">
      <Container size="sm" px={0}>
        <Button
          component={Link}
          to={paths.dashboard()}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          mb="md"
        >
          <Trans>Back to Dashboard</Trans>
        </Button>
        {challenge.isPending ? (
          <PageLoader label={t`Loading challenge...`} />
        ) : challenge.isError ? (
          <Problem isNotFound={challenge.error instanceof ApiError && challenge.error.status === 404} />
        ) : (
          <JoinChallengeCard challenge={challenge.data} isJoining={join.isPending} onJoin={joinChallenge} />
        )}
      </Container>
    </Box>
  );
}

function Problem({ isNotFound }: { isNotFound: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="md">
        <Title order={1} fz="xl">
          {i18n._(isNotFound ? CHALLENGE_NOT_FOUND_MESSAGE : CHALLENGE_LOAD_FAILED_MESSAGE)}
        </Title>
        <Text c="dimmed" ta="center">
          {isNotFound
            ? t`The link may be incomplete, or the challenge may have been deleted.`
            : t`Please check your connection and try again.`}
        </Text>
        <Button component={Link} to={paths.challenges()}>
          <Trans>Browse Challenges</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
