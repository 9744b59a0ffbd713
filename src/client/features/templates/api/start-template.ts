import { useMutation } from '@tanstack/react-query';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { apiFetch } from '#client/lib/api-client';

export interface StartTemplateInput {
  templateId: string;
  startDate: CalendarDate;
}

/** POST /api/challenges/templates/:id/start: a personal 14-day copy of a template, starting on `startDate`. */
export function startTemplate({ templateId, startDate }: StartTemplateInput) {
  return apiFetch<ChallengeDetail>(`/challenges/templates/${encodeURIComponent(templateId)}/start`, {
    method: 'POST',
    body: { startDate },
  });
}

export function useStartTemplate() {
  return useMutation({ mutationFn: startTemplate });
}
