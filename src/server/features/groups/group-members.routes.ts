import { Hono } from 'hono';
import { addGroupMemberSchema, changeMemberRoleSchema } from '#shared/groups/groups.schemas';
import type { AppEnv } from '#server/app-env';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { addMember, changeMemberRole, listMembers, removeMember } from './group-members.service';
import { groupIdOf } from './groups.routes';

export const groupMemberRoutes = new Hono<AppEnv>()
  .get('/groups/:id/members', requireActor, async (c) => {
    return c.json(await listMembers(c.var.deps, actorOf(c), groupIdOf(c.req.param('id'))));
  })
  .post('/groups/:id/members', requireActor, validate('json', addGroupMemberSchema), async (c) => {
    const id = groupIdOf(c.req.param('id'));
    return c.json(await addMember(c.var.deps, actorOf(c), id, c.req.valid('json').userId), 201);
  })
  .patch('/groups/:id/members/:userId', requireActor, validate('json', changeMemberRoleSchema), async (c) => {
    const id = groupIdOf(c.req.param('id'));
    const { role } = c.req.valid('json');
    return c.json(await changeMemberRole(c.var.deps, actorOf(c), id, c.req.param('userId'), role));
  })
  .delete('/groups/:id/members/:userId', requireActor, async (c) => {
    await removeMember(c.var.deps, actorOf(c), groupIdOf(c.req.param('id')), c.req.param('userId'));
    return c.body(null, 204);
  });
