import { Hono } from 'hono';
import { inviteLinkSchema, peopleSearchSchema, signUpModeSchema } from '#shared/instance/instance.schemas';
import {
  createdInviteLinkAnswer,
  instanceOverviewAnswer,
  instancePeopleAnswer,
  instancePersonAnswer,
  inviteLinkAnswer,
  signUpModeAnswer,
} from '#shared/instance/instance.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { instanceMessages } from './instance-messages';
import {
  approveAccount,
  declineAccount,
  findInstancePeople,
  grantSiteAdmin,
  revokeSiteAdmin,
} from './instance-people.service';
import {
  changeSignUpMode,
  createInviteLink,
  readInstanceOverview,
  revokeInstanceInviteLink,
} from './instance.service';

// At /admin/instance: the instance page of site administrators (decision 087). Everyone else is refused with 403.
export const instanceRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({
      summary:
        'The sign-up mode, counts of today, accounts waiting for approval and invite links (site administrators)',
      answers: { 200: instanceOverviewAnswer },
      refusals: [403],
    }),
    requireActor,
    async (c) => c.json(await readInstanceOverview(c.var.deps, actorOf(c))),
  )
  .put(
    '/sign-up-mode',
    documented({
      summary: 'Choose how people join: open, invite-only or approval (site administrators)',
      answers: { 200: signUpModeAnswer },
      refusals: [403],
    }),
    requireActor,
    validate('json', signUpModeSchema),
    async (c) => c.json(await changeSignUpMode(c.var.deps, actorOf(c), c.req.valid('json').mode)),
  )
  .post(
    '/invite-links',
    documented({
      summary:
        'Make an invite link that admits new accounts while sign-up is invite-only (site administrators)',
      answers: { 201: createdInviteLinkAnswer },
      refusals: [403],
    }),
    requireActor,
    validate('json', inviteLinkSchema),
    async (c) => c.json(await createInviteLink(c.var.deps, actorOf(c), c.req.valid('json')), 201),
  )
  .delete(
    '/invite-links/:id',
    documented({
      summary: 'Revoke an invite link (site administrators)',
      answers: { 200: inviteLinkAnswer },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      const linkId = uuidOr404(c.req.param('id'), instanceMessages.linkNotFound);
      return c.json(await revokeInstanceInviteLink(c.var.deps, actorOf(c), linkId));
    },
  )
  .get(
    '/people',
    documented({
      summary: 'Find accounts by a part of their name or e-mail address, 20 a page (site administrators)',
      answers: { 200: instancePeopleAnswer },
      refusals: [403],
    }),
    requireActor,
    validate('query', peopleSearchSchema),
    async (c) => c.json(await findInstancePeople(c.var.deps, actorOf(c), c.req.valid('query'))),
  )
  .put(
    '/people/:userId/admin',
    documented({
      summary: 'Make an account with a confirmed address a site administrator (site administrators)',
      answers: { 200: instancePersonAnswer },
      refusals: [403, 409],
    }),
    requireActor,
    async (c) => c.json(await grantSiteAdmin(c.var.deps, actorOf(c), c.req.param('userId'))),
  )
  .delete(
    '/people/:userId/admin',
    documented({
      summary: 'Take back site administrator rights a site administrator granted (site administrators)',
      answers: { 200: instancePersonAnswer },
      refusals: [403, 409],
    }),
    requireActor,
    async (c) => c.json(await revokeSiteAdmin(c.var.deps, actorOf(c), c.req.param('userId'))),
  )
  .post(
    '/people/:userId/approve',
    documented({
      summary: 'Approve an account waiting for approval; its person is e-mailed (site administrators)',
      answers: { 204: { empty: 'Approved: the person can sign in' } },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      await approveAccount(c.var.deps, actorOf(c), c.req.param('userId'));
      return c.body(null, 204);
    },
  )
  .post(
    '/people/:userId/decline',
    documented({
      summary: 'Decline an account waiting for approval: it is deleted (site administrators)',
      answers: { 204: { empty: 'Declined: the account is gone' } },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      await declineAccount(c.var.deps, actorOf(c), c.req.param('userId'));
      return c.body(null, 204);
    },
  );
