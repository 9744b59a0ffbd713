import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { InstancePerson } from '#shared/instance/instance.types';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useInstancePeople, useSetSiteAdmin } from '../api/instance-people';
import { useSetSuspension } from '../api/person-suspension';
import { SuspendPersonDialog } from './suspend-person-dialog';
import { LoadingText } from '#client/components/loading-text';

const SEARCH_DEBOUNCE_MS = 300;

function PersonBadges({ person }: { person: InstancePerson }) {
  return (
    <Group gap={4}>
      {person.admin !== null && (
        <Badge color="grape" variant="light">
          {person.admin === 'listed' ? <Trans>Admin (ADMIN_EMAILS)</Trans> : <Trans>Admin</Trans>}
        </Badge>
      )}
      {person.awaitingApproval && (
        <Badge color="indigo" variant="light">
          <Trans>Waiting for approval</Trans>
        </Badge>
      )}
      {person.suspended && (
        <Badge color="red" variant="light">
          <Trans>Suspended</Trans>
        </Badge>
      )}
      {!person.emailVerified && (
        <Badge color="gray" variant="light">
          <Trans>Unconfirmed address</Trans>
        </Badge>
      )}
    </Group>
  );
}

function PersonRow({ person, viewerId }: { person: InstancePerson; viewerId: string | undefined }) {
  const { t } = useLingui();
  const setAdmin = useSetSiteAdmin();
  const setSuspension = useSetSuspension();
  const [isSuspendOpen, setIsSuspendOpen] = useState(false);
  const suspend = (note: string) =>
    setSuspension.mutate(
      { userId: person.id, suspend: true, note },
      {
        onSuccess: () => {
          setIsSuspendOpen(false);
          const { name } = person;
          showToast({ kind: 'success', message: t`${name} is suspended.` });
        },
        onError: (error) =>
          showToast({ kind: 'error', message: messageOf(error, t`Failed to suspend the account.`) }),
      },
    );
  const lift = () =>
    setSuspension.mutate(
      { userId: person.id, suspend: false },
      {
        onError: (error) =>
          showToast({ kind: 'error', message: messageOf(error, t`Failed to lift the suspension.`) }),
      },
    );
  const change = (isAdmin: boolean) =>
    setAdmin.mutate(
      { userId: person.id, isAdmin },
      {
        onError: (error) =>
          showToast({ kind: 'error', message: messageOf(error, t`Failed to change administrator rights.`) }),
      },
    );
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="instance-person">
      <div style={{ minWidth: 0 }}>
        <Text fw={600}>{person.name}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {person.email}
        </Text>
        <PersonBadges person={person} />
      </div>
      <Group gap="xs">
        {person.admin === null && person.emailVerified && (
          <Button variant="default" mih={44} loading={setAdmin.isPending} onClick={() => change(true)}>
            <Trans>Make admin</Trans>
          </Button>
        )}
        {person.admin === 'granted' && (
          <Button variant="default" mih={44} loading={setAdmin.isPending} onClick={() => change(false)}>
            <Trans>Remove admin</Trans>
          </Button>
        )}
        {person.suspended ? (
          <Button variant="default" mih={44} loading={setSuspension.isPending} onClick={lift}>
            <Trans>Lift suspension</Trans>
          </Button>
        ) : person.id !== viewerId ? (
          <Button variant="default" color="red.9" mih={44} onClick={() => setIsSuspendOpen(true)}>
            <Trans>Suspend</Trans>
          </Button>
        ) : null}
      </Group>
      <SuspendPersonDialog
        name={person.name}
        opened={isSuspendOpen}
        isSuspending={setSuspension.isPending}
        onSuspend={suspend}
        onClose={() => setIsSuspendOpen(false)}
      />
    </Group>
  );
}

/** Every account, found by a part of the name or the address, 20 a page; the viewer cannot suspend themselves. */
export function PeopleSection({ viewerId }: { viewerId: string | undefined }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [searched] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const people = useInstancePeople(searched, page);

  return (
    <Stack gap="md">
      <TextInput
        label={t`Search people`}
        placeholder={t`Name or e-mail`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(0);
        }}
      />
      {people.isPending ? (
        <LoadingText label={t`Loading people`} py={0} />
      ) : people.isError ? (
        <Alert color="red" role="alert">
          {messageOf(people.error, t`Failed to load people. Please try again.`)}
        </Alert>
      ) : people.data.people.length === 0 ? (
        <Text size="sm">
          <Trans>Nobody matches.</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          {people.data.people.map((person) => (
            <PersonRow key={person.id} person={person} viewerId={viewerId} />
          ))}
        </Stack>
      )}
      {(page > 0 || people.data?.hasMore) && (
        <Group justify="space-between">
          <Button variant="default" mih={44} disabled={page === 0} onClick={() => setPage(page - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <Button
            variant="default"
            mih={44}
            disabled={!people.data?.hasMore}
            onClick={() => setPage(page + 1)}
          >
            <Trans>Next</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
