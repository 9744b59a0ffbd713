import { Trans } from '@lingui/react/macro';
import { Container, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { UserSearchResult } from '#shared/users/user-search';
import { InviteToChallengeMenu } from '#client/features/invitations/components/invite-to-challenge-menu';
import { SelectedUserCard } from '#client/features/users/components/selected-user-card';
import { BlockPersonButton } from '#client/components/block-person-button';
import { UserSearchPanel } from '#client/features/users/components/user-search-panel';

/**
 * /search-users (product-rules.md#find-users): find a person, then Connect = invite them to one of your challenges,
 * or Block them (product-rules.md#blocking).
 */
export default function SearchUsersPage() {
  const [selectedUser, setSelectedUser] = useState<UserSearchResult | null>(null);
  return (
    <Container size="sm" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        <Trans>Find Users</Trans>
      </Title>
      <Stack gap="lg">
        <UserSearchPanel selectedUserId={selectedUser?.id ?? null} onSelect={setSelectedUser} />
        {selectedUser && (
          <SelectedUserCard
            user={selectedUser}
            action={
              <Group gap="xs">
                {/* keyed by person: a menu opened for one never sends for another */}
                <InviteToChallengeMenu
                  key={selectedUser.id}
                  userId={selectedUser.id}
                  userName={selectedUser.name}
                />
                <BlockPersonButton
                  key={`block-${selectedUser.id}`}
                  person={{ userId: selectedUser.id }}
                  onBlocked={() => setSelectedUser(null)}
                />
              </Group>
            }
          />
        )}
      </Stack>
    </Container>
  );
}
