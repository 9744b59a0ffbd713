import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import { messageOf } from '#client/lib/api-client';
import { formatListDate } from '#client/i18n/formats';
import { showToast } from '#client/lib/toast';
import { useAdoptableChallenges, useAdoptChallenge } from '../api/adopt-challenge';
import { TabQueryState } from './tab-query-state';

interface AdoptChallengeDialogProps {
  groupId: string;
  groupName: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Add one of yours' (decision 062): a group's admin or moderator links a challenge they organize — not ended, in
 * no group yet — to the group, one tap per challenge.
 */
export function AdoptChallengeDialog({ groupId, groupName, opened, onClose }: AdoptChallengeDialogProps) {
  const { t } = useLingui();
  const adoptable = useAdoptableChallenges(groupId, opened);
  const adopt = useAdoptChallenge(groupId);

  async function add(challenge: ChallengeSummary) {
    try {
      await adopt.mutateAsync({ challengeId: challenge.id });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, t`Failed to add the challenge to the group`) });
      return;
    }
    const title = challenge.title;
    showToast({ kind: 'success', message: t`"${title}" added to ${groupName}` });
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Add one of your challenges`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <TabQueryState
        query={adoptable}
        loadingLabel={t`Loading your challenges...`}
        failureMessage={t`Failed to load your challenges. Please try again.`}
      >
        {(challenges) =>
          challenges.length === 0 ? (
            <Text size="sm">
              <Trans>
                You have no challenge to add: a group can add a challenge you organize that has not ended and
                is in no other group.
              </Trans>
            </Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {challenges.map((challenge) => {
                const title = challenge.title;
                const start = formatListDate(challenge.startDate);
                const end = formatListDate(challenge.endDate);
                return (
                  <Group key={challenge.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                    <Stack gap={0} miw={0}>
                      <Text fw={600} lineClamp={2}>
                        {challenge.title}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {`${start} – ${end}`}
                      </Text>
                    </Stack>
                    <Button
                      variant="light"
                      onClick={() => void add(challenge)}
                      loading={adopt.isPending && adopt.variables?.challengeId === challenge.id}
                      disabled={adopt.isPending}
                      aria-label={t`Add ${title}`}
                    >
                      <Trans>Add</Trans>
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          )
        }
      </TabQueryState>
    </Modal>
  );
}
