/** Every cached read of groups starts with this key, so one invalidation refreshes lists, details and cards. */
export const GROUPS_QUERY_KEY = ['groups'] as const;

/** Every search of the group lists ('My Groups', 'Discover'). */
export const GROUP_LISTS_QUERY_KEY = [...GROUPS_QUERY_KEY, 'list'] as const;
export const groupListQueryKey = (search: string) => [...GROUP_LISTS_QUERY_KEY, search] as const;
export const groupQueryKey = (id: string) => [...GROUPS_QUERY_KEY, 'detail', id] as const;
export const groupCardQueryKey = (id: string) => [...GROUPS_QUERY_KEY, 'card', id] as const;
