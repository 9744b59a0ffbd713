import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmittedFeedback } from '#shared/feedback/feedback.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/admin/feedback: every feedback, newest first, with who sent it (site administrators only, else 403). */
export const submittedFeedbackQuery = queryOptions({
  queryKey: queryKeys.feedback.submitted(),
  queryFn: () => apiFetch<SubmittedFeedback[]>('/admin/feedback'),
});

export function useSubmittedFeedback() {
  return useQuery(submittedFeedbackQuery);
}
