import { Hono } from 'hono';
import { z } from 'zod';
import { addGroupMemberSchema, changeMemberRoleSchema } from '#shared/groups/groups.schemas';
import { groupMemberAnswer } from '#shared/groups/groups.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { addingPeopleGuard } from '#server/middleware/spam-limits';
import { addMember, changeMemberRole, listMembers, removeMember } from './group-members.service';
import { groupIdOf } from './groups.routes';

export const groupMemberRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({ summary: "A group's members", answers: { 200: z.array(groupMemberAnswer) } }),
    requireActor,
    async (c) => {
      return c.json(await listMembers(c.var.deps, actorOf(c), groupIdOf(c.req.param('id'))));
    },
  )
  .post(
    '/',
    documented({
      summary: 'Add someone to a group (its admins and moderators)',
      answers: { 201: groupMemberAnswer },
      refusals: [403, 409],
    }),
    requireActor,
    addingPeopleGuard,
    validate('json', addGroupMemberSchema),
    async (c) => {
      const id = groupIdOf(c.req.param('id'));
      return c.json(await addMember(c.var.deps, actorOf(c), id, c.req.valid('json').userId), 201);
    },
  )
  .patch(
    '/:userId',
    documented({
      summary: "Change a member's role (its admins and moderators; an admin stepping down)",
      answers: { 200: groupMemberAnswer },
      // 422: the last admin cannot step down
      refusals: [403, 422],
    }),
    requireActor,
    validate('json', changeMemberRoleSchema),
    async (c) => {
      const id = groupIdOf(c.req.param('id'));
      const { role } = c.req.valid('json');
      return c.json(await changeMemberRole(c.var.deps, actorOf(c), id, c.req.param('userId'), role));
    },
  )
  .delete(
    '/:userId',
    documented({
      summary: 'Remove a member from a group (its admins and moderators)',
      answers: { 204: { empty: 'Removed' } },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      await removeMember(c.var.deps, actorOf(c), groupIdOf(c.req.param('id')), c.req.param('userId'));
      return c.body(null, 204);
    },
  );
