import { useLingui } from '@lingui/react/macro';
import { Card, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import type { UserSearchResult } from '#shared/users/user-search';
import { UserAvatar } from '#client/components/user-avatar';

interface SelectedUserCardProps {
  user: UserSearchResult;
  /** the Connect control, composed by the page from the invitations feature */
  action: ReactNode;
}

/** The person picked from the results (product-rules.md#find-users), with what one can do with them. */
export function SelectedUserCard({ user, action }: SelectedUserCardProps) {
  const { t } = useLingui();
  const cardRef = useRef<HTMLDivElement>(null);
  // on a phone the card sits below ten results: bring it into view when someone is picked
  useEffect(() => {
    cardRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [user.id]);
  return (
    <Card ref={cardRef} withBorder radius="lg" padding="lg" component="section" aria-label={t`Selected user`}>
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" miw={0}>
          <UserAvatar name={user.name} image={user.avatar} size={56} />
          <Text fw={700} fz="lg" truncate="end">
            {user.name}
          </Text>
        </Group>
        {action}
      </Group>
    </Card>
  );
}
