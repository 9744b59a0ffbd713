import { Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { showToast } from '#client/lib/toast';

interface TabQueryStateProps<T> {
  query: UseQueryResult<T>;
  /** shown and announced while the list loads: 'Loading members...' */
  loadingLabel: string;
  /** said in a toast and left in the tab when the list fails to load */
  failureMessage: string;
  children: (data: T) => ReactNode;
}

/** A group tab's list (members, challenges): a labelled spinner while it loads, the failure, or the list itself. */
export function TabQueryState<T>({ query, loadingLabel, failureMessage, children }: TabQueryStateProps<T>) {
  useEffect(() => {
    if (query.isError) showToast({ kind: 'error', message: failureMessage });
  }, [query.isError, failureMessage]);

  if (query.isPending) {
    return (
      <Group justify="center" py="lg" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{loadingLabel}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {failureMessage}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
