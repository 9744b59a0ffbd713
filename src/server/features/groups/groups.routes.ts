import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createGroupSchema, groupListQuerySchema, updateGroupSchema } from '#shared/groups/groups.schemas';
import { MAX_IMAGE_BYTES, NOT_AN_IMAGE_MESSAGE } from '#shared/profile/profile.schemas';
import type { AppEnv } from '#server/app-env';
import { badRequest } from '#server/lib/domain-error';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { imageTooLarge } from '#server/storage/image-upload';
import {
  createdGroupAnswer,
  groupDetailAnswer,
  groupListsAnswer,
  publicGroupCardAnswer,
} from '#shared/groups/groups.types';
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

export const groupRoutes = new Hono<AppEnv>()
  // the join-group page, open to signed-out visitors
  .get(
    '/:id/card',
    documented({
      summary: "A group's card, for the join-group page",
      access: 'public',
      answers: { 200: publicGroupCardAnswer },
    }),
    async (c) => {
      return c.json(await getGroupCard(c.var.deps, groupIdOf(c.req.param('id'))));
    },
  )
  .get(
    '/',
    documented({ summary: "The owner's groups", answers: { 200: groupListsAnswer } }),
    requireActor,
    validate('query', groupListQuerySchema),
    async (c) => {
      return c.json(await listGroups(c.var.deps, actorOf(c), c.req.valid('query').search));
    },
  )
  .post(
    '/',
    documented({ summary: 'Create a group', answers: { 201: createdGroupAnswer } }),
    requireActor,
    createLimit,
    validate('json', createGroupSchema),
    async (c) => {
      return c.json(await createGroup(c.var.deps, actorOf(c), c.req.valid('json')), 201);
    },
  )
  .get(
    '/:id',
    documented({ summary: 'One group', answers: { 200: groupDetailAnswer } }),
    requireActor,
    async (c) => {
      return c.json(await getGroupDetail(c.var.deps, actorOf(c), groupIdOf(c.req.param('id'))));
    },
  )
  .patch(
    '/:id',
    documented({
      summary: "Edit a group's name, description or privacy (its admins)",
      answers: { 200: groupDetailAnswer },
      refusals: [403],
    }),
    requireActor,
    validate('json', updateGroupSchema),
    async (c) => {
      const id = groupIdOf(c.req.param('id'));
      return c.json(await updateGroup(c.var.deps, actorOf(c), id, c.req.valid('json')));
    },
  )
  .delete(
    '/:id',
    documented({
      summary: 'Delete a group with its posts and files (its admins)',
      answers: { 204: { empty: 'Deleted' } },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      await deleteGroup(c.var.deps, actorOf(c), groupIdOf(c.req.param('id')));
      return c.body(null, 204);
    },
  )
  .post(
    '/:id/cover',
    documented({
      summary: "Upload a group's cover picture (its admins)",
      answers: { 200: groupDetailAnswer },
      refusals: [403],
      multipart: { fields: { cover: 'file' }, required: ['cover'] },
    }),
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
  .delete(
    '/:id/cover',
    documented({
      summary: "Remove a group's cover picture (its admins)",
      answers: { 200: groupDetailAnswer },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      return c.json(await removeGroupCover(c.var.deps, actorOf(c), groupIdOf(c.req.param('id'))));
    },
  )
  .post(
    '/:id/join',
    documented({
      summary: 'Join a group',
      answers: { 200: groupDetailAnswer },
      refusals: [409], // already a member
    }),
    requireActor,
    async (c) => {
      return c.json(await joinGroup(c.var.deps, actorOf(c), groupIdOf(c.req.param('id'))));
    },
  )
  .post(
    '/:id/leave',
    documented({
      summary: 'Leave a group',
      answers: { 204: { empty: 'Left' } },
      // 409: not a member; 422: an admin cannot leave
      refusals: [409, 422],
    }),
    requireActor,
    async (c) => {
      await leaveGroup(c.var.deps, actorOf(c), groupIdOf(c.req.param('id')));
      return c.body(null, 204);
    },
  );
