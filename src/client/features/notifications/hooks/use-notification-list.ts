import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationListQuery } from '../api/get-notifications';

/**
 * The notification list, for the open popover: read when it opens (it mounts then), and again whenever the poll
 * reports an inbox version other than the list's — something was added or read meanwhile, here or elsewhere.
 */
export function useNotificationList(polledVersion: number | undefined) {
  const list = useQuery(notificationListQuery);
  const { data, isFetching, refetch } = list;
  const isBehind = polledVersion !== undefined && data !== undefined && data.version !== polledVersion;
  useEffect(() => {
    if (isBehind && !isFetching) void refetch();
  }, [isBehind, isFetching, refetch]);
  return list;
}
