import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { BackLink } from '#client/components/back-link';
import { ReportButton } from '#client/components/report/report-button';
import { ShareChallengePopover } from './share-challenge-popover';
import { paths } from '#client/lib/paths';

/** Title, description, and the detail page's actions (product-rules.md#challenge-page), Report for non-organizers. */
export function ChallengeHeader({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Group gap="lg">
        <BackLink to={paths.challenges()} label={t`Back to Challenges`} />
        <BackLink to={paths.dashboard()} label={t`Back to Dashboard`} withArrow={false} />
      </Group>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {challenge.title}
          </Title>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{challenge.description}</Text>
        </Stack>
        <Group gap="sm">
          <ShareChallengePopover challenge={challenge} label={t`Share Challenge`} />
          {challenge.viewer.isOrganizer ? (
            <Button
              component={Link}
              to={paths.editChallenge(challenge.id)}
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              <Trans>Edit Challenge</Trans>
            </Button>
          ) : (
            <ReportButton target={{ kind: 'challenge', id: challenge.id }} />
          )}
        </Group>
      </Group>
    </Stack>
  );
}
