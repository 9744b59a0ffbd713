import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';
import { normalizeEmail } from '#shared/auth/auth.schemas';

/**
 * Limits of our own (product-rules.md#invitations): an invitation link works for 7 days; a person sends at most this
 * many an hour.
 */
export const INVITATION_VALID_DAYS = 7;
export const INVITATIONS_PER_HOUR = 20;

export const inviteEmailSchema = z
  .string()
  .transform(normalizeEmail)
  .pipe(z.email(translatable(msg`Please enter a valid email address.`)));

/**
 * POST /api/challenges/{id}/invitations: by e-mail address (the Email tab) or by a person found in Find Users
 * (Connect) — the server looks up that person's address, which the sender never sees.
 */
export const sendInvitationSchema = z.union([
  z.object({ email: inviteEmailSchema }),
  z.object({ userId: z.string().min(1) }),
]);
export type SendInvitationInput = z.input<typeof sendInvitationSchema>;
