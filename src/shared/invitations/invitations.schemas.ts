import { z } from 'zod';
import { normalizeEmail } from '../auth/auth.schemas';
import { calendarDateAnswer, idAnswer, instantAnswer } from '../domain/answer-fields';
import type { ChallengeStatus } from '../domain/challenge-status';

/**
 * Limits of our own (product-rules.md#invitations): an invitation link works for 7 days; a person sends at most this
 * many an hour.
 */
export const INVITATION_VALID_DAYS = 7;
export const INVITATIONS_PER_HOUR = 20;

export const inviteEmailSchema = z
  .string()
  .transform(normalizeEmail)
  .pipe(z.email('Please enter a valid email address.'));

/**
 * POST /api/challenges/{id}/invitations: by e-mail address (the Email tab) or by a person found in Find Users
 * (Connect) — the server looks up that person's address, which the sender never sees.
 */
export const sendInvitationSchema = z.union([
  z.object({ email: inviteEmailSchema }),
  z.object({ userId: z.string().min(1) }),
]);
export type SendInvitationInput = z.input<typeof sendInvitationSchema>;

/** The challenge's status, derived from its dates (product-rules.md#challenge-states-and-dates). */
const challengeStatusAnswer = z.enum([
  'upcoming',
  'active',
  'completed',
]) satisfies z.ZodType<ChallengeStatus>;

// The answers of src/server/features/invitations (decision 059: the OpenAPI document is generated from these).

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
