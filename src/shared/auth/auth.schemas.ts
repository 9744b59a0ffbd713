import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';

// product-rules.md#password-rules, word for word. Used by the forms and by the server's auth hooks.
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** An e-mail address as every form takes it: trimmed and lower-cased, then checked. */
export const emailSchema = z
  .string()
  .transform(normalizeEmail)
  .pipe(z.email(translatable(msg`Please enter a valid email address.`)));

export const passwordRules = [
  {
    test: (p: string) => p.length >= 8,
    message: translatable(msg`Password must be at least 8 characters long`),
  },
  {
    test: (p: string) => /[a-z]/.test(p),
    message: translatable(msg`Password must contain at least one lowercase letter`),
  },
  {
    test: (p: string) => /[A-Z]/.test(p),
    message: translatable(msg`Password must contain at least one uppercase letter`),
  },
  {
    test: (p: string) => /\d/.test(p),
    message: translatable(msg`Password must contain at least one number`),
  },
  {
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
    message: translatable(msg`Password must contain at least one special character`),
  },
] as const;

/** The messages of every rule the password breaks, in the order of product-rules.md#password-rules. */
export function passwordProblems(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/** A password being chosen (sign-up, reset, change): every rule it breaks, each as its own message. */
export const newPasswordSchema = z.string().superRefine((password, ctx) => {
  for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
});

/** A person's name, wherever it is set (sign-up, profile): trimmed, 2–100 characters. */
export const personNameSchema = z
  .string(translatable(msg`Please enter your name.`))
  .trim()
  .min(2, translatable(msg`Name must be at least 2 characters.`))
  .max(100, translatable(msg`Name must be at most 100 characters.`));

const withConfirmation = <T extends { password: string; confirmPassword: string }>(data: T) =>
  data.password === data.confirmPassword;
const confirmation = { message: translatable(msg`Passwords don't match`), path: ['confirmPassword'] };

export const signUpSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, translatable(msg`Please confirm your password.`)),
  })
  .refine(withConfirmation, confirmation);

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, translatable(msg`Please enter your password.`)),
});

export const resetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, translatable(msg`Please enter your email address`))
    .transform(normalizeEmail),
});

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, translatable(msg`Please confirm your password.`)),
  })
  .refine(withConfirmation, confirmation);

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
