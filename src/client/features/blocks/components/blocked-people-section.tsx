import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Avatar, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { BlockedPerson } from '#shared/blocks/blocks.types';
import { formatListDate } from '#client/i18n/formats';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useBlockedPeople } from '../api/list-blocked-people';
import { useUnblock } from '../api/unblock';
import { LoadingText } from '#client/components/loading-text';
import { SettingsList, SettingsListRow } from '#client/components/settings-list';

/** Settings → Blocked people: everyone the person blocked, each with Unblock (product-rules.md#blocking). */
export function BlockedPeopleSection() {
  const { t } = useLingui();
  const blocked = useBlockedPeople();
  return (
    <section aria-labelledby="blocked-people-heading">
      <Title order={2} id="blocked-people-heading" fz="xl" mb="md">
        <Trans>Blocked people</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text>
            <Trans>
              You don't see what the people you blocked write, and they can't reach you. Unblocking shows
              their posts again.
            </Trans>
          </Text>
          {blocked.isPending ? (
            <LoadingText label={t`Loading the people you blocked`} py={0} />
          ) : blocked.isError ? (
            <Alert color="red" role="alert">
              {messageOf(blocked.error, t`Failed to load the people you blocked. Please try again.`)}
            </Alert>
          ) : (
            <BlockedPeopleList people={blocked.data.blocked} />
          )}
        </Stack>
      </Paper>
    </section>
  );
}

function BlockedPeopleList({ people }: { people: BlockedPerson[] }) {
  const { t } = useLingui();
  const unblock = useUnblock();

  async function unblockPerson(person: BlockedPerson, name: string) {
    try {
      await unblock.mutateAsync(person.id);
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, t`Failed to unblock. Please try again.`) });
      return;
    }
    showToast({ kind: 'success', message: t`${name} is unblocked.` });
  }

  if (people.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>You haven't blocked anyone.</Trans>
      </Text>
    );
  }
  return (
    <SettingsList label={t`People you blocked`}>
      {people.map((person) => {
        // someone blocked from the forum stays as the forum shows them (decision 084)
        const name = person.name ?? t`Someone from the forum`;
        const date = formatListDate(person.blockedAt);
        return (
          <SettingsListRow
            key={person.id}
            leading={<Avatar src={person.avatar} alt="" radius="xl" size={36} />}
            title={name}
            detail={t`Blocked ${date}`}
            action={
              <Button
                variant="light"
                mih={44}
                onClick={() => void unblockPerson(person, name)}
                aria-label={t`Unblock ${name}`}
              >
                <Trans>Unblock</Trans>
              </Button>
            }
          />
        );
      })}
    </SettingsList>
  );
}
