import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createGroupSchema, groupListQuerySchema, updateGroupSchema } from '#shared/groups/groups.schemas';
import { MAX_IMAGE_BYTES, NOT_AN_IMAGE_MESSAGE } from '#shared/profile/profile.schemas';
import type { AppEnv } from '#server/app-env';
import { badRequest } from '#server/lib/domain-error';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { imageTooLarge } from '#server/storage/image-upload';
import { removeGroupCover, uploadGroupCover } from './group-cover.service';
import { joinGroup, leaveGroup } from './group-membership.service';
import { groupMessages } from './group-messages';
import {
  createGroup,
  deleteGroup,
  getGroupCard,
  getGroupDetail,
  listGroups,
  updateGroup,
} from './groups.service';

export const groupIdOf = (id: string | undefined) => uuidOr404(id, groupMessages.notFound);

// The multipart envelope (boundaries, part headers) around the image; a bigger body is refused before it is read.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

// Each creation writes a group, memberships and notifications for one person: limited per person.
const createLimit = hourlyLimitPerPerson('group-create', 10, groupMessages.createLimited);

const coverUploadLimit = hourlyLimitPerPerson('group-cover-upload', 30, groupMessages.coverUploadLimited);

// Every route names requireActor itself (no `.use('/groups/*')`): mounted at '/', such a middleware would also
// guard the public card and the other group route files.
export const groupRoutes = new Hono<AppEnv>()
  // the join-group page, open to signed-out visitors
  .get('/groups/:id/card', async (c) => {
    return c.json(await getGroupCard(c.var.deps, groupIdOf(c.req.param('id'))));
  })
  .get('/groups', requireActor, validate('query', groupListQuerySchema), async (c) => {
    return c.json(await listGroups(c.var.deps, actorOf(c), c.req.valid('query').search));
  })
  .post('/groups', requireActor, createLimit, validate('json', createGroupSchema), async (c) => {
    return c.json(await createGroup(c.var.deps, actorOf(c), c.req.valid('json')), 201);
  })
  .get('/groups/:id', requireActor, async (c) => {
    return c.json(await getGroupDetail(c.var.deps, actorOf(c), groupIdOf(c.req.param('id'))));
  })
  .patch('/groups/:id', requireActor, validate('json', updateGroupSchema), async (c) => {
    const id = groupIdOf(c.req.param('id'));
    return c.json(await updateGroup(c.var.deps, actorOf(c), id, c.req.valid('json')));
  })
  .delete('/groups/:id', requireActor, async (c) => {
    await deleteGroup(c.var.deps, actorOf(c), groupIdOf(c.req.param('id')));
    return c.body(null, 204);
  })
  .post(
    '/groups/:id/cover',
    requireActor,
    bodyLimit({
      maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw imageTooLarge();
      },
    }),
    coverUploadLimit,
    async (c) => {
      const id = groupIdOf(c.req.param('id'));
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form.cover;
      if (!(file instanceof File)) throw badRequest(NOT_AN_IMAGE_MESSAGE, { cover: NOT_AN_IMAGE_MESSAGE });
      const upload = new Uint8Array(await file.arrayBuffer());
      return c.json(await uploadGroupCover(c.var.deps, actorOf(c), id, upload));
    },
  )
  .delete('/groups/:id/cover', requireActor, async (c) => {
    return c.json(await removeGroupCover(c.var.deps, actorOf(c), groupIdOf(c.req.param('id'))));
  })
  .post('/groups/:id/join', requireActor, async (c) => {
    return c.json(await joinGroup(c.var.deps, actorOf(c), groupIdOf(c.req.param('id'))));
  })
  .post('/groups/:id/leave', requireActor, async (c) => {
    await leaveGroup(c.var.deps, actorOf(c), groupIdOf(c.req.param('id')));
    return c.body(null, 204);
  });
