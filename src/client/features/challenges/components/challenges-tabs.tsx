import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Paper, Tabs, Text } from '@mantine/core';
import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import type { ChallengeStatus } from '#shared/domain/challenge-status';
import { PageLoader } from '#client/components/page-loader';
import { ChallengeGrid } from './challenge-grid';

const tabs: { status: ChallengeStatus; label: MessageDescriptor; empty: MessageDescriptor }[] = [
  { status: 'active', label: msg`Active`, empty: msg`You don't have any active challenges.` },
  { status: 'upcoming', label: msg`Upcoming`, empty: msg`You don't have any upcoming challenges.` },
  { status: 'completed', label: msg`Completed`, empty: msg`You haven't completed any challenges yet.` },
];

export const isChallengesTab = (value: string | null): value is ChallengeStatus =>
  tabs.some((tab) => tab.status === value);

interface ChallengesTabsProps {
  tab: ChallengeStatus;
  onTabChange: (tab: ChallengeStatus) => void;
  /** undefined while loading */
  challenges: ChallengeSummary[] | undefined;
  /** the list could not be loaded (the page toasts why); the tab then has nothing to show */
  isError: boolean;
}

/** product-rules.md#challenges-list: tabs Active (default), Upcoming and Completed, each a grid of cards. */
export function ChallengesTabs({ tab, onTabChange, challenges, isError }: ChallengesTabsProps) {
  const { i18n } = useLingui();
  return (
    <Tabs value={tab} onChange={(value) => isChallengesTab(value) && onTabChange(value)} keepMounted={false}>
      <Tabs.List mb="lg">
        {tabs.map(({ status, label }) => (
          <Tabs.Tab key={status} value={status}>
            {i18n._(label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ status, empty }) => (
        <Tabs.Panel key={status} value={status}>
          <TabContent
            challenges={challenges?.filter((c) => c.status === status)}
            isError={isError}
            empty={i18n._(empty)}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function TabContent({
  challenges,
  isError,
  empty,
}: {
  challenges: ChallengeSummary[] | undefined;
  isError: boolean;
  empty: string;
}) {
  const { t } = useLingui();
  if (isError) return <EmptyCard text={t`No challenges found.`} />;
  if (!challenges) return <PageLoader />;
  if (challenges.length === 0) return <EmptyCard text={empty} />;
  return <ChallengeGrid challenges={challenges} headingOrder={2} />;
}

function EmptyCard({ text }: { text: string }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Text ta="center" c="dimmed">
        {text}
      </Text>
    </Paper>
  );
}
