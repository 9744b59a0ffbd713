import { z } from 'zod';
import {
  calendarDateAnswer,
  challengeStatusAnswer,
  idAnswer,
  instantAnswer,
} from '#shared/domain/answer-fields';

// The JSON src/server/features/invitations answers with (decision 059: the OpenAPI document is generated from these).

/** POST /api/challenges/{id}/invitations */
export const sentInvitationAnswer = z.object({
  id: idAnswer(),
  expiresAt: instantAnswer(),
});
export type SentInvitation = z.infer<typeof sentInvitationAnswer>;

/**
 * GET /api/invitations/{token}: public (product-rules.md#invitations), only for a pending invitation that has not
 * expired.
 */
export const invitationViewAnswer = z.object({
  token: z.string(),
  expiresAt: instantAnswer(),
  invitedByName: z.string().nullable(),
  /**
   * The address the invitation was sent to, for a signed-out visitor only: the sign-up and sign-in forms start
   * with it (docs/decisions/025). Absent for a signed-in viewer, who has no form to fill.
   */
  invitedEmail: z.email().optional(),
  challenge: z.object({
    id: idAnswer(),
    title: z.string(),
    description: z.string(),
    startDate: calendarDateAnswer(),
    endDate: calendarDateAnswer(),
    status: challengeStatusAnswer,
  }),
});
export type InvitationView = z.infer<typeof invitationViewAnswer>;

/** POST /api/invitations/{token}/accept */
export const acceptInvitationResultAnswer = z.object({
  challengeId: idAnswer(),
});
export type AcceptInvitationResult = z.infer<typeof acceptInvitationResultAnswer>;

/** GET /api/challenges/invitable: the asker's challenges they may invite to (joined, not completed), for Connect. */
export const invitableChallengeAnswer = z.object({
  id: idAnswer(),
  title: z.string(),
  status: challengeStatusAnswer,
});
export type InvitableChallenge = z.infer<typeof invitableChallengeAnswer>;
