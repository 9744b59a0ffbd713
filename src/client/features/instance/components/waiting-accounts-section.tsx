import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { WaitingAccount } from '#shared/instance/instance.types';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { formatDateTime } from '#client/i18n/formats';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useAnswerWaitingAccount, type WaitingAnswer } from '../api/waiting-accounts';

/** Accounts made while sign-up needed approval: Approve lets them sign in (and e-mails them), Decline deletes them. */
export function WaitingAccountsSection({ waiting }: { waiting: WaitingAccount[] }) {
  const { t } = useLingui();
  const answer = useAnswerWaitingAccount();
  // declining deletes the account: asked first
  const [declining, setDeclining] = useState<WaitingAccount | null>(null);
  const decliningName = declining?.name ?? '';
  const send = (person: WaitingAccount, reply: WaitingAnswer) => {
    const name = person.name;
    answer.mutate(
      { userId: person.id, answer: reply },
      {
        onSuccess: () =>
          showToast({
            kind: 'success',
            message: reply === 'approve' ? t`${name} can sign in now.` : t`${name}'s account was declined.`,
          }),
        onError: (error) =>
          showToast({ kind: 'error', message: messageOf(error, t`Failed to answer ${name}'s request.`) }),
      },
    );
  };

  if (waiting.length === 0) {
    return (
      <Text size="sm">
        <Trans>Nobody is waiting for approval.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {waiting.map((person) => {
        const signedUp = formatDateTime(person.createdAt);
        return (
          <Group key={person.id} justify="space-between" wrap="wrap" gap="xs" data-testid="waiting-account">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{person.name}</Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {person.email}
              </Text>
              <Text size="sm">{t`Signed up ${signedUp}`}</Text>
            </div>
            <Group gap="xs">
              <Button mih={44} onClick={() => send(person, 'approve')}>
                <Trans>Approve</Trans>
              </Button>
              <Button mih={44} variant="default" color="red" onClick={() => setDeclining(person)}>
                <Trans>Decline</Trans>
              </Button>
            </Group>
          </Group>
        );
      })}
      <ConfirmDialog
        opened={declining !== null}
        title={t`Decline ${decliningName}'s account?`}
        message={t`The account is deleted. The address can sign up again.`}
        confirmLabel={t`Decline`}
        isConfirming={false}
        onConfirm={() => {
          if (declining) send(declining, 'decline');
          setDeclining(null);
        }}
        onClose={() => setDeclining(null)}
      />
    </Stack>
  );
}
