import { useQuery } from '@tanstack/react-query';
import type {
  AuditEntry,
  ModerationAccess,
  QueuedReport,
  SuspendedAccount,
} from '#shared/moderation/moderation.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

const scoped = (path: string, groupId: string | null, status?: string) => {
  const params = new URLSearchParams();
  if (groupId) params.set('groupId', groupId);
  if (status) params.set('status', status);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** GET /api/moderation/access: whether the viewer moderates the whole site, and which groups (neither: nothing to moderate). */
export const useModerationAccess = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.moderation.access(),
    queryFn: () => apiFetch<ModerationAccess>('/moderation/access'),
    enabled,
  });

/** GET /api/moderation/reports: the queue, newest first, of one group or all the viewer moderates. */
export const useReports = (groupId: string | null, status: 'open' | 'closed', enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.moderation.reports(groupId, status),
    queryFn: () => apiFetch<QueuedReport[]>(scoped('/moderation/reports', groupId, status)),
    enabled,
  });

/** GET /api/moderation/audit: every moderation action, newest first. */
export const useAuditLog = (groupId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.moderation.audit(groupId),
    queryFn: () => apiFetch<AuditEntry[]>(scoped('/moderation/audit', groupId)),
    enabled,
  });

/** GET /api/moderation/suspensions: site administrators only. */
export const useSuspensions = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.moderation.suspensions(),
    queryFn: () => apiFetch<SuspendedAccount[]>('/moderation/suspensions'),
    enabled,
  });
