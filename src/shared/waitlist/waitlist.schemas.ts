import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';

// product-rules.md#what-the-product-is, #waitlist: name and e-mail required, e-mail of valid format, interest
// optional.
export const waitlistSchema = z.object({
  feature: z.string().trim().min(1).max(100),
  name: z
    .string()
    .trim()
    .min(1, translatable(msg`Name is required`))
    .max(200),
  email: z
    .string()
    .trim()
    .min(1, translatable(msg`Email is required`))
    .transform((email) => email.toLowerCase())
    .pipe(z.email(translatable(msg`Please enter a valid email address.`))),
  interest: z.string().trim().max(2000).optional(),
});

export type WaitlistInput = z.input<typeof waitlistSchema>;
