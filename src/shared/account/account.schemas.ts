import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '#shared/auth/auth.schemas';

// product-rules.md#account-settings. The password rules and the e-mail's shape are sign-up's own (auth.schemas).

/** POST /api/account/password */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, translatable(msg`Please enter your current password.`))
    .max(200, translatable(msg`That password is too long.`)),
  newPassword: newPasswordSchema.refine(
    (p) => p.length <= 128,
    translatable(msg`Password must be at most 128 characters long`),
  ),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The password form: the same, plus the new password typed twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, translatable(msg`Please confirm your new password.`)) })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: translatable(msg`Passwords don't match`),
    path: ['confirmPassword'],
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** POST /api/account/email */
export const changeEmailSchema = z.object({ newEmail: emailSchema });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** GET /api/account/email/confirm?token=…: where the link in the confirmation e-mail lands. */
export const confirmEmailQuerySchema = z.object({ token: z.string().max(300).optional() });

/** What /settings?email-change=… says after the confirmation link was opened. */
export const EMAIL_CHANGE_OUTCOMES = ['done', 'invalid', 'taken'] as const;
export type EmailChangeOutcome = (typeof EMAIL_CHANGE_OUTCOMES)[number];
export const EMAIL_CHANGE_PARAM = 'email-change';
