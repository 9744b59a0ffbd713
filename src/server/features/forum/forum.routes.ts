import { Hono } from 'hono';
import {
  createForumPostSchema,
  forumCommentSchema,
  forumListQuerySchema,
  forumStatusSchema,
} from '#shared/forum/forum.schemas';
import type { AppEnv } from '#server/app-env';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { addForumComment, setSubscription, setVote } from './forum-interactions.service';
import { forumMessages } from './forum-messages';
import { changeForumPostStatus, createForumPost, listForumPosts, readForumPost } from './forum-posts.service';

const postIdOf = (c: { req: { param(name: string): string | undefined } }) =>
  uuidOr404(c.req.param('id'), forumMessages.notFound);

const postLimit = hourlyLimitPerPerson('forum-post', 20, forumMessages.postLimited);
const commentLimit = hourlyLimitPerPerson('forum-comment', 120, forumMessages.commentLimited);

// product-rules.md#feedback-forum: the forum is for signed-in people only; nothing else lives under /forum, so one
// guard covers it.
export const forumRoutes = new Hono<AppEnv>()
  .use('/forum/*', requireActor)
  .get('/forum/posts', validate('query', forumListQuerySchema), async (c) =>
    c.json(await listForumPosts(c.var.deps, actorOf(c), c.req.valid('query'))),
  )
  .post('/forum/posts', postLimit, validate('json', createForumPostSchema), async (c) =>
    c.json(await createForumPost(c.var.deps, actorOf(c), c.req.valid('json')), 201),
  )
  .get('/forum/posts/:id', async (c) => c.json(await readForumPost(c.var.deps, actorOf(c), postIdOf(c))))
  .put('/forum/posts/:id/vote', async (c) => c.json(await setVote(c.var.deps, actorOf(c), postIdOf(c), true)))
  .delete('/forum/posts/:id/vote', async (c) =>
    c.json(await setVote(c.var.deps, actorOf(c), postIdOf(c), false)),
  )
  .put('/forum/posts/:id/subscription', async (c) =>
    c.json(await setSubscription(c.var.deps, actorOf(c), postIdOf(c), true)),
  )
  .delete('/forum/posts/:id/subscription', async (c) =>
    c.json(await setSubscription(c.var.deps, actorOf(c), postIdOf(c), false)),
  )
  .post('/forum/posts/:id/comments', commentLimit, validate('json', forumCommentSchema), async (c) => {
    const comment = await addForumComment(c.var.deps, actorOf(c), postIdOf(c), c.req.valid('json').content);
    return c.json(comment, 201);
  })
  .put('/forum/posts/:id/status', validate('json', forumStatusSchema), async (c) =>
    c.json(await changeForumPostStatus(c.var.deps, actorOf(c), postIdOf(c), c.req.valid('json').status)),
  );
