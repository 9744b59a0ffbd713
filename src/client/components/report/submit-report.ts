import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/moderation/moderation.schemas';
import type { SentReport } from '#shared/moderation/moderation.types';
import { apiFetch } from '#client/lib/api-client';

/** POST /api/reports: content reported to the moderators, with a reason (decision 085). */
export function useSubmitReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => apiFetch<SentReport>('/reports', { method: 'POST', body: input }),
  });
}
