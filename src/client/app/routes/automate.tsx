import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDashboard } from '#client/features/dashboard/api/get-dashboard';
import { messageOf } from '#client/lib/api-client';
import { paths } from '#client/lib/paths';
import { LoadingText } from '#client/components/loading-text';

/**
 * /automate — 'Automate this' from Settings → Apps and API: the challenges whose steps or amount a phone can sync
 * (product-rules.md#synced-amounts), each leading to its own page.
 */
export default function AutomatePage() {
  const { t } = useLingui();
  // the Today panel's challenges: the active ones the person checks in, each with its daily goal
  const challenges = useDashboard();
  const syncable = (challenges.data?.today ?? []).filter((row) => row.dailyGoal.kind === 'amount');
  return (
    <Container size="sm" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          <Trans>Automate this</Trans>
        </Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text>
              <Trans>Choose the challenge whose steps or amount your phone should send.</Trans>
            </Text>
            {challenges.isPending ? (
              <LoadingText label={t`Loading your challenges`} py={0} />
            ) : challenges.isError ? (
              <Alert color="red" role="alert">
                {messageOf(challenges.error, t`Failed to load your challenges. Please try again.`)}
              </Alert>
            ) : syncable.length === 0 ? (
              <Text c="dimmed">
                <Trans>None of your active challenges counts steps or an amount.</Trans>
              </Text>
            ) : (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {syncable.map((challenge) => (
                  <li key={challenge.challengeId}>
                    <Anchor
                      component={Link}
                      to={paths.automateChallenge(challenge.challengeId)}
                      style={{
                        overflowWrap: 'anywhere',
                        display: 'inline-block',
                        minHeight: 44,
                        paddingBlock: 10,
                      }}
                    >
                      {challenge.title}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
