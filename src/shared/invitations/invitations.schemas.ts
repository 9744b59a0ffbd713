import { z } from 'zod';
import { normalizeEmail } from '../auth/auth.schemas';
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

export interface SentInvitation {
  id: string;
  /** ISO timestamp */
  expiresAt: string;
}

/**
 * GET /api/invitations/{token}: public (product-rules.md#invitations), only for a pending invitation that has not
 * expired.
 */
export interface InvitationView {
  token: string;
  /** ISO timestamp */
  expiresAt: string;
  invitedByName: string | null;
  /**
   * The address the invitation was sent to, for a signed-out visitor only: the sign-up and sign-in forms start
   * with it (docs/decisions/025). Absent for a signed-in viewer, who has no form to fill.
   */
  invitedEmail?: string;
  challenge: {
    id: string;
    title: string;
    description: string;
    startDate: string;
    endDate: string;
    status: ChallengeStatus;
  };
}

/** POST /api/invitations/{token}/accept */
export interface AcceptInvitationResult {
  challengeId: string;
}

/** GET /api/challenges/invitable: the asker's challenges they may invite to (joined, not completed), for Connect. */
export interface InvitableChallenge {
  id: string;
  title: string;
  status: ChallengeStatus;
}
