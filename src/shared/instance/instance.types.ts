import { z } from 'zod';
import { idAnswer, instantAnswer, userIdAnswer } from '#shared/domain/answer-fields';
import { SIGN_UP_MODES } from './sign-up-modes';

// The JSON src/server/features/instance answers with (decision 059: the OpenAPI document is generated from these).

/** How the instance is used today (the UTC day of the server's clock). */
export const instanceCountsAnswer = z.object({
  /** accounts, not counting those waiting for approval */
  people: z.number().int(),
  /** people with a session created or renewed today, or a check-in written today */
  activeToday: z.number().int(),
  /** check-ins (not rest days) written today */
  checkInsToday: z.number().int(),
});

/** An account made while sign-up needed approval, waiting for a site administrator. */
export const waitingAccountAnswer = z.object({
  id: userIdAnswer(),
  name: z.string(),
  email: z.email(),
  createdAt: instantAnswer(),
});
export type WaitingAccount = z.infer<typeof waitingAccountAnswer>;

/** A site administrator's invite link; its code is shown once, when it is made. */
export const inviteLinkAnswer = z.object({
  id: idAnswer(),
  maxUses: z.number().int(),
  usesLeft: z.number().int(),
  expiresAt: instantAnswer(),
  createdAt: instantAnswer(),
  /** `active` while it admits people; otherwise why it no longer does */
  status: z.enum(['active', 'used-up', 'expired', 'revoked']),
});
export type InviteLink = z.infer<typeof inviteLinkAnswer>;

/** GET /api/admin/instance: the instance page's first screen, from one request. */
export const instanceOverviewAnswer = z.object({
  signUpMode: z.enum(SIGN_UP_MODES),
  counts: instanceCountsAnswer,
  waiting: z.array(waitingAccountAnswer),
  inviteLinks: z.array(inviteLinkAnswer),
});
export type InstanceOverview = z.infer<typeof instanceOverviewAnswer>;

/** PUT /api/admin/instance/sign-up-mode */
export const signUpModeAnswer = z.object({ signUpMode: z.enum(SIGN_UP_MODES) });
export type SignUpModeAnswer = z.infer<typeof signUpModeAnswer>;

/** POST /api/admin/instance/invite-links: the new link, with the only copy of its URL. */
export const createdInviteLinkAnswer = z.object({ link: inviteLinkAnswer, url: z.url() });
export type CreatedInviteLink = z.infer<typeof createdInviteLinkAnswer>;

/** One account as the instance page lists it. */
export const instancePersonAnswer = z.object({
  id: userIdAnswer(),
  name: z.string(),
  email: z.email(),
  createdAt: instantAnswer(),
  emailVerified: z.boolean(),
  awaitingApproval: z.boolean(),
  /** a site administrator suspended the account (decision 085): the instance page offers to lift it */
  suspended: z.boolean(),
  /**
   * `listed`: ADMIN_EMAILS names the address (the instance page cannot take the rights away); `granted`: a site
   * administrator made them one; null: none. Rights need a confirmed address either way.
   */
  admin: z.enum(['listed', 'granted']).nullable(),
});
export type InstancePerson = z.infer<typeof instancePersonAnswer>;

/** GET /api/admin/instance/people */
export const instancePeopleAnswer = z.object({
  people: z.array(instancePersonAnswer),
  hasMore: z.boolean(),
});
export type InstancePeople = z.infer<typeof instancePeopleAnswer>;
