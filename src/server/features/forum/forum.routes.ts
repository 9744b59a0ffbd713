import { Hono } from 'hono';
import {
  createForumPostSchema,
  forumCommentSchema,
  forumListQuerySchema,
  forumStatusSchema,
} from '#shared/forum/forum.schemas';
import {
  forumCommentAnswer,
  forumPostDetailAnswer,
  forumPostPageAnswer,
  forumSubscriptionStateAnswer,
  forumVoteStateAnswer,
} from '#shared/forum/forum.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { actorOf, requireActor } from '#server/middleware/session';
import { forumCommentGuard, forumPostGuard, reactionGuard } from '#server/middleware/spam-limits';
import { addForumComment, setSubscription, setVote } from './forum-interactions.service';
import { forumMessages } from './forum-messages';
import { changeForumPostStatus, createForumPost, listForumPosts, readForumPost } from './forum-posts.service';

const postIdOf = (c: { req: { param(name: string): string | undefined } }) =>
  uuidOr404(c.req.param('id'), forumMessages.notFound);

// product-rules.md#feedback-forum: the forum is for signed-in people only; nothing else lives under /forum, so one
// guard covers it.
export const forumRoutes = new Hono<AppEnv>()
  .get(
    '/posts',
    documented({ summary: 'Forum posts', answers: { 200: forumPostPageAnswer } }),
    requireActor,
    validate('query', forumListQuerySchema),
    async (c) => c.json(await listForumPosts(c.var.deps, actorOf(c), c.req.valid('query'))),
  )
  .post(
    '/posts',
    documented({ summary: 'Write a forum post', answers: { 201: forumPostDetailAnswer } }),
    requireActor,
    forumPostGuard,
    validate('json', createForumPostSchema),
    async (c) => c.json(await createForumPost(c.var.deps, actorOf(c), c.req.valid('json')), 201),
  )
  .get(
    '/posts/:id',
    documented({ summary: 'One forum post with its comments', answers: { 200: forumPostDetailAnswer } }),
    requireActor,
    async (c) => c.json(await readForumPost(c.var.deps, actorOf(c), postIdOf(c))),
  )
  .put(
    '/posts/:id/vote',
    documented({ summary: 'Vote for a forum post', answers: { 200: forumVoteStateAnswer } }),
    requireActor,
    reactionGuard,
    async (c) => c.json(await setVote(c.var.deps, actorOf(c), postIdOf(c), true)),
  )
  .delete(
    '/posts/:id/vote',
    documented({ summary: 'Take back a vote for a forum post', answers: { 200: forumVoteStateAnswer } }),
    requireActor,
    reactionGuard,
    async (c) => c.json(await setVote(c.var.deps, actorOf(c), postIdOf(c), false)),
  )
  .put(
    '/posts/:id/subscription',
    documented({
      summary: "Follow a forum post's updates",
      answers: { 200: forumSubscriptionStateAnswer },
    }),
    requireActor,
    async (c) => c.json(await setSubscription(c.var.deps, actorOf(c), postIdOf(c), true)),
  )
  .delete(
    '/posts/:id/subscription',
    documented({
      summary: "Stop following a forum post's updates",
      answers: { 200: forumSubscriptionStateAnswer },
    }),
    requireActor,
    async (c) => c.json(await setSubscription(c.var.deps, actorOf(c), postIdOf(c), false)),
  )
  .post(
    '/posts/:id/comments',
    documented({ summary: 'Comment on a forum post', answers: { 201: forumCommentAnswer } }),
    requireActor,
    forumCommentGuard,
    validate('json', forumCommentSchema),
    async (c) => {
      const comment = await addForumComment(c.var.deps, actorOf(c), postIdOf(c), c.req.valid('json').content);
      return c.json(comment, 201);
    },
  )
  .put(
    '/posts/:id/status',
    documented({
      summary: "Change a forum post's status (site administrators)",
      answers: { 200: forumPostDetailAnswer },
      refusals: [403],
    }),
    requireActor,
    validate('json', forumStatusSchema),
    async (c) =>
      c.json(await changeForumPostStatus(c.var.deps, actorOf(c), postIdOf(c), c.req.valid('json').status)),
  );
