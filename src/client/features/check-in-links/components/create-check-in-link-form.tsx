import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { CheckInLinkList, CreatedCheckInLink } from '#shared/check-in-links/check-in-links.types';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useCreateCheckInLink } from '../api/create-check-in-link';

interface CreateCheckInLinkFormProps {
  challenges: CheckInLinkList['challenges'];
  onCreated: (created: CreatedCheckInLink) => void;
}

/** One of the person's challenges; the created link (with its address) goes to `onCreated`. */
export function CreateCheckInLinkForm({ challenges, onCreated }: CreateCheckInLinkFormProps) {
  const { t } = useLingui();
  const createLink = useCreateCheckInLink();
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!challengeId) {
      setError(t`Choose one of your challenges.`);
      return;
    }
    try {
      onCreated(await createLink.mutateAsync({ challengeId }));
    } catch (failure) {
      showToast({
        kind: 'error',
        message: messageOf(failure, t`Failed to create the check-in link. Please try again.`),
      });
      return;
    }
    setChallengeId(null);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Create a check-in link`}>
      <Stack gap="sm">
        <Select
          label={t`Challenge`}
          placeholder={t`Choose a challenge`}
          data={challenges.map((challenge) => ({ value: challenge.id, label: challenge.title }))}
          value={challengeId}
          onChange={(value) => {
            setChallengeId(value);
            setError(null);
          }}
          error={error}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group>
          <Button type="submit" loading={createLink.isPending} mih={44}>
            <Trans>Create check-in link</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
