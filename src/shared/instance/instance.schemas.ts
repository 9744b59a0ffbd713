import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { translatable } from '#shared/i18n/translatable';
import { SIGN_UP_MODES } from './sign-up-modes';

// The requests of the instance page (site administrators, decision 087), with the messages the form shows too.

/** PUT /api/admin/instance/sign-up-mode */
export const signUpModeSchema = z.object({
  mode: z.enum(SIGN_UP_MODES, translatable(msg`Choose open, invite-only or approval.`)),
});
export type SignUpModeInput = z.input<typeof signUpModeSchema>;

export const INVITE_LINK_MAX_USES = 1000;
export const INVITE_LINK_MAX_DAYS = 90;
export const INVITE_LINK_DEFAULTS = { maxUses: 10, expiresInDays: 7 } as const;

/** POST /api/admin/instance/invite-links: how many people the link admits, and for how many days. */
export const inviteLinkSchema = z.object({
  maxUses: z
    .number(translatable(msg`Uses must be a whole number from 1 to 1000.`))
    .int(translatable(msg`Uses must be a whole number from 1 to 1000.`))
    .min(1, translatable(msg`Uses must be a whole number from 1 to 1000.`))
    .max(INVITE_LINK_MAX_USES, translatable(msg`Uses must be a whole number from 1 to 1000.`))
    .default(INVITE_LINK_DEFAULTS.maxUses),
  expiresInDays: z
    .number(translatable(msg`Days must be a whole number from 1 to 90.`))
    .int(translatable(msg`Days must be a whole number from 1 to 90.`))
    .min(1, translatable(msg`Days must be a whole number from 1 to 90.`))
    .max(INVITE_LINK_MAX_DAYS, translatable(msg`Days must be a whole number from 1 to 90.`))
    .default(INVITE_LINK_DEFAULTS.expiresInDays),
});
export type InviteLinkInput = z.input<typeof inviteLinkSchema>;

export const PEOPLE_PAGE_SIZE = 20;

/** GET /api/admin/instance/people?q=&page=: by a part of the name or the e-mail address, 20 a page from page 0. */
export const peopleSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, translatable(msg`Search text is too long.`))
    .default(''),
  page: z.coerce
    .number(translatable(msg`Invalid page.`))
    .int(translatable(msg`Invalid page.`))
    .min(0, translatable(msg`Invalid page.`))
    .max(10_000, translatable(msg`Invalid page.`))
    .default(0),
});
