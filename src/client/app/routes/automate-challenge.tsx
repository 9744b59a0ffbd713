import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CreatedApiToken } from '#shared/api-tokens/api-tokens.types';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { useCreateApiToken } from '#client/features/api-tokens/api/create-api-token';
import { useChallenge } from '#client/features/challenges/api/get-challenge';
import { ChallengeLoading } from '#client/features/challenges/components/challenge-loading';
import {
  CHALLENGE_LOAD_FAILED_MESSAGE,
  CHALLENGE_NOT_FOUND_MESSAGE,
} from '#client/features/challenges/utils/challenge-messages';
import { SyncRequestFields } from '#client/features/check-ins/components/sync-request-fields';
import { SyncStepsGuide } from '#client/features/check-ins/components/sync-steps-guide';
import { syncRequestOf } from '#client/features/check-ins/utils/sync-request';
import { ApiError, messageOf } from '#client/lib/api-client';
import { deviceToday } from '#client/lib/device-today';
import { paths } from '#client/lib/paths';

/** A token's name is 1–60 characters (product-rules.md#open-api): the challenge's title, cut to fit. */
const TOKEN_NAME_MAX = 60;

/**
 * /challenge/:id/automate — 'Automate this' (product-rules.md#synced-amounts): one button makes a 'check-in' token
 * named after the challenge, then the page shows the request a phone's automation sends, and the steps in short.
 * The secret is shown once, as in Settings.
 */
export default function AutomateChallengePage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const challenge = useChallenge(id);
  if (challenge.isPending) return <ChallengeLoading />;
  if (challenge.isError) {
    const isMissing = challenge.error instanceof ApiError && challenge.error.status === 404;
    return (
      <Notice
        title={i18n._(isMissing ? CHALLENGE_NOT_FOUND_MESSAGE : CHALLENGE_LOAD_FAILED_MESSAGE)}
        backTo={{ to: paths.challenges(), label: t`Back to Challenges` }}
      />
    );
  }
  if (challenge.data.dailyGoal.kind !== 'amount' || !challenge.data.viewer.isParticipant) {
    return (
      <Notice
        title={t`Nothing to automate here`}
        text={t`Only the steps or the amount of a challenge you take part in can be synced.`}
        backTo={{ to: paths.challenge(id), label: t`Back to Challenge` }}
      />
    );
  }
  return <AutomateView challenge={challenge.data} />;
}

function AutomateView({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useLingui();
  const createToken = useCreateApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const name = challenge.title;
  const target = challenge.dailyGoal.kind === 'amount' ? challenge.dailyGoal.target : 0;

  const makeToken = () =>
    createToken.mutate(
      { name: challenge.title.slice(0, TOKEN_NAME_MAX), scope: 'check-in' },
      { onSuccess: setCreated },
    );

  return (
    <Container size="sm" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            <Trans>Automate this</Trans>
          </Title>
          <Anchor
            component={Link}
            to={paths.challenge(challenge.id)}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {name}
          </Anchor>
        </div>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text>
              <Trans>
                Your phone can send the day's steps or amount by itself: iOS Shortcuts reads Apple Health, an
                Android automation app reads Health Connect.
              </Trans>
            </Text>
            <Text>
              <Trans>
                Each sync sets the day; the latest wins. What you type yourself is never replaced.
              </Trans>
            </Text>
            {created ? (
              <>
                <Alert
                  color="yellow"
                  variant="light"
                  icon={<IconAlertTriangle aria-hidden />}
                  role="status"
                  title={t`Your new token “${name}”`}
                  styles={{ title: { color: 'var(--mantine-color-text)' } }}
                >
                  <Trans>
                    Copy it now: it will not be shown again. Anyone with it can act as you within its scope.
                  </Trans>
                </Alert>
                <SyncRequestFields
                  request={syncRequestOf({
                    origin: window.location.origin,
                    challengeId: challenge.id,
                    date: deviceToday(),
                    secret: created.secret,
                    exampleAmount: target,
                  })}
                />
              </>
            ) : (
              <>
                <Button
                  onClick={makeToken}
                  loading={createToken.isPending}
                  leftSection={<IconKey size={18} aria-hidden />}
                  mih={44}
                  fullWidth
                >
                  <Trans>Make a token</Trans>
                </Button>
                {createToken.isError ? (
                  <Alert color="red" role="alert">
                    {messageOf(createToken.error, t`Failed to make the token. Please try again.`)}
                  </Alert>
                ) : null}
              </>
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <SyncStepsGuide />
        </Paper>
      </Stack>
    </Container>
  );
}

function Notice({
  title,
  text,
  backTo,
}: {
  title: string;
  text?: string;
  backTo: { to: string; label: string };
}) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} fz={26}>
        {title}
      </Title>
      {text ? <Text mt="sm">{text}</Text> : null}
      <Button component={Link} to={backTo.to} variant="default" mt="lg">
        {backTo.label}
      </Button>
    </Container>
  );
}
