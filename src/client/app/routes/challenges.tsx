import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useChallenges } from '#client/features/challenges/api/list-challenges';
import { ChallengesTabs, isChallengesTab } from '#client/features/challenges/components/challenges-tabs';
import { showToast } from '#client/lib/toast';
import { paths } from '#client/lib/paths';

/** /challenges: the person's challenges by status (product-rules.md#challenges-list). The tab is kept in the URL. */
export default function ChallengesPage() {
  const { t } = useLingui();
  const challenges = useChallenges();
  const [params, setParams] = useSearchParams();
  const requestedTab = params.get('tab');
  const tab = isChallengesTab(requestedTab) ? requestedTab : 'active';

  useEffect(() => {
    if (challenges.isError)
      showToast({ kind: 'error', message: t`Failed to load challenges. Please try again.` });
  }, [challenges.isError, t]);

  return (
    <Container size="lg" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="center" gap="md" mb="xl">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          <Trans>Your Challenges</Trans>
        </Title>
        <Button
          component={Link}
          to={paths.createChallengeFromList()}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          <Trans>Custom Challenges</Trans>
        </Button>
      </Group>
      <ChallengesTabs
        tab={tab}
        onTabChange={(next) =>
          setParams(next === 'active' ? {} : { tab: next }, { replace: true, preventScrollReset: true })
        }
        challenges={challenges.data}
        isError={challenges.isError}
      />
    </Container>
  );
}
