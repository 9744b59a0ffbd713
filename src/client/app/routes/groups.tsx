import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { GroupListItem } from '#shared/groups/groups.types';
import type { UserSearchResult } from '#shared/users/user-search';
import { useGroupLists } from '#client/features/groups/api/list-groups';
import { useJoinGroup } from '#client/features/groups/api/join-group';
import {
  groupListFailureMessage,
  joinedGroupMessage,
  joinGroupFailureMessage,
} from '#client/features/groups/utils/group-messages';
import { CreateGroupDialog, type MemberPicker } from '#client/features/groups/components/create-group-dialog';
import { GroupsTabs, isGroupsTab } from '#client/features/groups/components/groups-tabs';
import { SignInToViewGroups } from '#client/features/groups/components/sign-in-to-view-groups';
import { useSession } from '#client/features/session/hooks/use-session';
import { UserMultiPicker } from '#client/features/users/components/user-multi-picker';
import { showToast } from '#client/lib/toast';
import { paths } from '#client/lib/paths';

// product-rules.md#groups: the list asks the server 300 ms after the last keystroke, like every search.
const SEARCH_DEBOUNCE_MS = 300;

function MemberPickerField({
  picked,
  onChange,
}: {
  picked: UserSearchResult[];
  onChange: (users: UserSearchResult[]) => void;
}) {
  const { t } = useLingui();
  return <UserMultiPicker label={t`Add members (optional)`} value={picked} onChange={onChange} />;
}

const renderMemberPicker: MemberPicker = (picked, onChange) => (
  <MemberPickerField picked={picked} onChange={onChange} />
);

/**
 * /groups (product-rules.md#groups): search, Create Group, 'My Groups (n)' and 'Discover (Top 10)'. A visitor who is
 * not signed in is asked to sign in here instead of being sent away (the layout lets this page through).
 */
export default function GroupsPage() {
  const { user } = useSession();
  return user ? <SignedInGroupsPage /> : <SignInToViewGroups />;
}

function SignedInGroupsPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requestedTab = params.get('tab');
  const tab = isGroupsTab(requestedTab) ? requestedTab : 'mine';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const lists = useGroupLists(debouncedSearch);
  const failure = lists.isError ? groupListFailureMessage(lists.error, i18n) : null;
  const [isCreateOpen, setCreateOpen] = useState(false);
  const join = useJoinGroup();

  useEffect(() => {
    if (failure) showToast({ kind: 'error', message: failure });
  }, [failure]);

  async function joinGroup(group: GroupListItem) {
    try {
      await join.mutateAsync(group.id);
    } catch (error) {
      showToast({ kind: 'error', message: joinGroupFailureMessage(error, i18n) });
      return;
    }
    showToast({ kind: 'success', message: joinedGroupMessage(group.name, i18n) });
  }

  const createButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreateOpen(true)}>
      <Trans>Create Group</Trans>
    </Button>
  );

  return (
    <Container size="lg" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="center" gap="md" mb="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          <Trans>Groups</Trans>
        </Title>
        {createButton}
      </Group>
      <TextInput
        type="search"
        aria-label={t`Search groups`}
        placeholder={t`Name or description`}
        leftSection={<IconSearch size={16} aria-hidden />}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
        mb="lg"
      />
      <GroupsTabs
        tab={tab}
        onTabChange={(next) =>
          setParams(next === 'mine' ? {} : { tab: next }, { replace: true, preventScrollReset: true })
        }
        lists={lists.data}
        failure={failure}
        onRetry={() => void lists.refetch()}
        isSearching={debouncedSearch !== ''}
        onJoin={joinGroup}
        joiningGroupId={join.isPending ? join.variables : null}
        createAction={createButton}
      />
      <CreateGroupDialog
        opened={isCreateOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={(group) => navigate(paths.group(group.id))}
        renderMemberPicker={renderMemberPicker}
      />
    </Container>
  );
}
