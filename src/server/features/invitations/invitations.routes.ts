import { Hono } from 'hono';
import { uuidOr404 } from '#server/lib/uuid';
import { z } from 'zod';
import { sendInvitationSchema } from '#shared/invitations/invitations.schemas';
import {
  acceptInvitationResultAnswer,
  invitableChallengeAnswer,
  invitationViewAnswer,
  sentInvitationAnswer,
} from '#shared/invitations/invitations.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { invitationGuard } from '#server/middleware/spam-limits';
import {
  acceptInvitation,
  acceptInvitationFromNotification,
  declineInvitation,
} from './answer-invitation.service';
import { invitationMessages } from './invitation-messages';
import { getInvitation, listInvitableChallenges, sendInvitation } from './invitations.service';

const challengeId = (id: string | undefined) => uuidOr404(id, invitationMessages.challengeNotFound);

// At /challenges/:challengeId/invitations.
export const challengeInvitationRoutes = new Hono<AppEnv>().post(
  '/',
  documented({
    summary: 'Invite someone to a challenge by e-mail (its participants)',
    answers: { 201: sentInvitationAnswer },
    // 403: not a participant; 409: already in it; 422: the challenge is over; 502: the e-mail could not be sent,
    // so nothing was kept (docs/decisions/012)
    refusals: [403, 409, 422, 502],
  }),
  requireActor,
  // an invalid address is refused before it counts against the sender's allowance; every invitation sends an
  // e-mail, so each counts (decision 086)
  validate('json', sendInvitationSchema),
  invitationGuard,
  async (c) => {
    // the request's logger, so a failed send is logged with the request id
    const deps = { ...c.var.deps, logger: c.var.logger };
    const id = challengeId(c.req.param('challengeId'));
    return c.json(await sendInvitation(deps, actorOf(c), id, c.req.valid('json')), 201);
  },
);

// At /challenges/invitable: app.ts adds it before the challenge routes, whose '/:id' would take it for an id.
export const invitableChallengeRoutes = new Hono<AppEnv>().get(
  '/',
  documented({
    summary: 'The challenges you may invite people to',
    answers: { 200: z.array(invitableChallengeAnswer) },
  }),
  requireActor,
  async (c) => {
    return c.json(await listInvitableChallenges(c.var.deps, actorOf(c)));
  },
);

// At /invitations: the link in the e-mail.
export const invitationRoutes = new Hono<AppEnv>()
  // the invitation page, open to signed-out visitors (product-rules.md#invitations)
  .get(
    '/:token',
    documented({
      summary: 'An invitation, for its page',
      access: 'secret-link',
      answers: { 200: invitationViewAnswer },
    }),
    async (c) => {
      return c.json(await getInvitation(c.var.deps, c.var.actor, c.req.param('token')));
    },
  )
  .post(
    '/:token/accept',
    documented({
      summary: 'Accept an invitation: join its challenge',
      answers: { 200: acceptInvitationResultAnswer },
      // 409: already used or declined; 422: the challenge cannot take the person (ended, full)
      refusals: [409, 422],
    }),
    requireActor,
    async (c) => {
      return c.json(await acceptInvitation(c.var.deps, actorOf(c), c.req.param('token')));
    },
  )
  .post(
    '/:token/decline',
    documented({
      summary: 'Decline an invitation (no account needed)',
      access: 'secret-link',
      answers: { 204: { empty: 'Declined' } },
      // 403: a write from another site (middleware/origin-check.ts); 409: already used or declined
      refusals: [403, 409],
    }),
    async (c) => {
      await declineInvitation(c.var.deps, c.req.param('token'));
      return c.body(null, 204);
    },
  );

// At /notifications/:id/accept-invitation: the invitation in the app.
export const notificationInvitationRoutes = new Hono<AppEnv>().post(
  '/',
  documented({
    summary: 'Accept the invitation a notification carries: join its challenge',
    answers: { 200: acceptInvitationResultAnswer },
    // 409: already used or declined; 422: the challenge cannot take the person (ended, full)
    refusals: [409, 422],
  }),
  requireActor,
  async (c) => {
    return c.json(await acceptInvitationFromNotification(c.var.deps, actorOf(c), c.req.param('id')));
  },
);
