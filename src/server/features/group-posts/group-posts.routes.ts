import { msg } from '@lingui/core/macro';
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { z } from 'zod';
import { commentSchema, pinSchema, reactionSchema, updatePostSchema } from '#shared/groups/groups.schemas';
import { groupPostAnswer, groupPostCommentAnswer } from '#shared/groups/groups.types';
import { translatable } from '#shared/i18n/translatable';
import { NOT_AN_IMAGE_MESSAGE } from '#shared/profile/profile.schemas';
import type { AppEnv } from '#server/app-env';
import { badRequest } from '#server/lib/domain-error';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { groupCommentGuard, groupPostGuard, reactionGuard } from '#server/middleware/spam-limits';
import { groupIdOf } from '#server/features/groups/groups.routes';
import { createPost, deletePost, editPost, listPosts, pinPost } from './group-posts.service';
import { addComment, listComments, setReaction } from './post-interactions.service';
import { postMessages } from './post-messages';

const postIdOf = (id: string | undefined) => uuidOr404(id, postMessages.notFound);
const targetOf = (c: { req: { param(name: string): string | undefined } }) => ({
  groupId: groupIdOf(c.req.param('id')),
  postId: postIdOf(c.req.param('postId')),
});

/** Optional paging of GET /groups/{id}/posts: `limit` posts after the post `after` (the previous page's last). */
const postListQuerySchema = z.object({
  after: z.string().optional(),
  limit: z.coerce
    .number()
    .int(translatable(msg`Pick a whole number of posts.`))
    .min(1, translatable(msg`Pick between 1 and 50 posts.`))
    .max(50, translatable(msg`Pick between 1 and 50 posts.`))
    .optional(),
});

/** Multipart: `content` (text) and files `images` (how many is the service's rule); a non-file image is refused. */
async function readNewPost(form: Record<string, string | File | (string | File)[]>) {
  const content = form.content ?? '';
  if (typeof content !== 'string')
    throw badRequest(postMessages.contentNotText, { content: postMessages.contentNotText });
  const parts = form.images === undefined ? [] : [form.images].flat();
  const images: Uint8Array[] = [];
  for (const part of parts) {
    if (!(part instanceof File)) throw badRequest(NOT_AN_IMAGE_MESSAGE, { images: NOT_AN_IMAGE_MESSAGE });
    images.push(new Uint8Array(await part.arrayBuffer()));
  }
  return { content, images };
}

const factory = createFactory<AppEnv>();

/** PUT of a reaction sets the person's reaction (`isOn`), DELETE takes it back; both answer the post as it stands. */
const reacting = (isOn: boolean) =>
  factory.createHandlers(validate('param', reactionSchema), async (c) => {
    const { reactionType } = c.req.valid('param');
    return c.json(await setReaction(c.var.deps, actorOf(c), targetOf(c), reactionType, isOn));
  });

export const groupPostRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({ summary: "A group's posts", answers: { 200: z.array(groupPostAnswer) } }),
    requireActor,
    validate('query', postListQuerySchema),
    async (c) => {
      const { after, limit } = c.req.valid('query');
      const page = { after: after === undefined ? undefined : postIdOf(after), limit };
      return c.json(await listPosts(c.var.deps, actorOf(c), groupIdOf(c.req.param('id')), page));
    },
  )
  .post(
    '/',
    documented({
      summary: 'Post in a group, with up to 4 pictures (its members)',
      answers: { 201: groupPostAnswer },
      refusals: [403],
      multipart: { fields: { content: 'text', images: 'files' }, required: [] },
    }),
    requireActor,
    groupPostGuard,
    async (c) => {
      const groupId = groupIdOf(c.req.param('id'));
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw badRequest(postMessages.notMultipart);
      });
      return c.json(await createPost(c.var.deps, actorOf(c), groupId, await readNewPost(form)), 201);
    },
  )
  .patch(
    '/:postId',
    documented({
      summary: "Edit a group post's text (its author)",
      answers: { 200: groupPostAnswer },
      refusals: [403],
    }),
    requireActor,
    validate('json', updatePostSchema),
    async (c) => {
      const { groupId, postId } = targetOf(c);
      return c.json(await editPost(c.var.deps, actorOf(c), groupId, postId, c.req.valid('json').content));
    },
  )
  .delete(
    '/:postId',
    documented({
      summary: 'Delete a group post with its pictures (its author)',
      answers: { 204: { empty: 'Deleted' } },
      refusals: [403],
    }),
    requireActor,
    async (c) => {
      const { groupId, postId } = targetOf(c);
      await deletePost(c.var.deps, actorOf(c), groupId, postId);
      return c.body(null, 204);
    },
  )
  .put(
    '/:postId/pin',
    documented({
      summary: 'Pin or unpin a group post (its admins and moderators)',
      answers: { 200: groupPostAnswer },
      refusals: [403],
    }),
    requireActor,
    validate('json', pinSchema),
    async (c) => {
      const { groupId, postId } = targetOf(c);
      return c.json(await pinPost(c.var.deps, actorOf(c), groupId, postId, c.req.valid('json').pinned));
    },
  )
  .put(
    '/:postId/reactions/:reactionType',
    documented({
      summary: 'React to a group post (its members)',
      answers: { 200: groupPostAnswer },
      refusals: [403],
    }),
    requireActor,
    reactionGuard,
    ...reacting(true),
  )
  .delete(
    '/:postId/reactions/:reactionType',
    documented({
      summary: 'Take back a reaction to a group post (its members)',
      answers: { 200: groupPostAnswer },
      refusals: [403],
    }),
    requireActor,
    reactionGuard,
    ...reacting(false),
  )
  .get(
    '/:postId/comments',
    documented({ summary: "A group post's comments", answers: { 200: z.array(groupPostCommentAnswer) } }),
    requireActor,
    async (c) => {
      return c.json(await listComments(c.var.deps, actorOf(c), targetOf(c)));
    },
  )
  .post(
    '/:postId/comments',
    documented({
      summary: 'Comment on a group post (its members)',
      answers: { 201: groupPostCommentAnswer },
      refusals: [403],
    }),
    requireActor,
    groupCommentGuard,
    validate('json', commentSchema),
    async (c) => {
      const comment = await addComment(c.var.deps, actorOf(c), targetOf(c), c.req.valid('json').content);
      return c.json(comment, 201);
    },
  );
