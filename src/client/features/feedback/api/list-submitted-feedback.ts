import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmittedFeedback } from '../../../../shared/feedback/feedback.schemas';
import { apiFetch } from '../../../lib/api-client';

export const SUBMITTED_FEEDBACK_QUERY_KEY = ['feedback', 'submitted'] as const;

/** GET /api/admin/feedback: every feedback, newest first, with who sent it (site administrators only, else 403). */
export const submittedFeedbackQuery = queryOptions({
  queryKey: SUBMITTED_FEEDBACK_QUERY_KEY,
  queryFn: () => apiFetch<SubmittedFeedback[]>('/admin/feedback'),
});

export function useSubmittedFeedback() {
  return useQuery(submittedFeedbackQuery);
}
