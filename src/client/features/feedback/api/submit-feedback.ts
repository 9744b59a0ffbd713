import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackInput } from '#shared/feedback/feedback.schemas';
import type { SentFeedback } from '#shared/feedback/feedback.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/feedback: a signed-in person's feedback (category, rating, title, description). */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) =>
      apiFetch<SentFeedback>('/feedback', { method: 'POST', body: input }),
    // an administrator sending feedback sees it in their list next time
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedback.submitted() }),
  });
}
