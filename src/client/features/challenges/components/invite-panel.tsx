import { Paper, Tabs, Text, Title } from '@mantine/core';
import { IconLink, IconMail } from '@tabler/icons-react';
import type { ChallengeDetail } from '../../../../shared/challenges/challenges.types';
import { ShareOptions } from './share-options';

/**
 * Inviting friends (spec §2 "Participants tab"). E-mail invitations arrive with the invitations issue and the
 * Group tab with groups; until then the Share Link tab is the way in.
 */
export function InvitePanel({ challenge }: { challenge: ChallengeDetail }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        Invite Friends
      </Title>
      <Tabs defaultValue="share-link">
        <Tabs.List mb="md">
          <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden />}>
            Email
          </Tabs.Tab>
          <Tabs.Tab value="share-link" leftSection={<IconLink size={16} aria-hidden />}>
            Share Link
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email">
          <Text c="dimmed">Email invitations are coming soon.</Text>
        </Tabs.Panel>
        <Tabs.Panel value="share-link">
          <ShareOptions challenge={challenge} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
