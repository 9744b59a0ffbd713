import { canModerate } from '#shared/domain/group-roles';
import {
  GROUP_POST_MAX_IMAGES,
  POST_EMPTY_MESSAGE,
  POST_TOO_MANY_IMAGES_MESSAGE,
} from '#shared/groups/groups.schemas';
import type { GroupPost } from '#shared/groups/groups.types';
import type { Actor, Deps } from '#server/app-env';
import { badRequest, forbidden, notFound } from '#server/lib/domain-error';
import { requireGroupContent, requireGroupRole } from '#server/features/groups/group-access';
import {
  deletePostRow,
  findPostRow,
  insertPost,
  listPostRows,
  updatePostContent,
  updatePostPinned,
} from './group-posts.queries';
import { isGroupMember, postViewerOf, requirePostOfGroup } from './post-access';
import type { PostViewer } from './post-comments.queries';
import { deletePostImages, storePostImages } from './post-images';
import { postMessages } from './post-messages';
import { toGroupPost } from './post-view';

export interface PostPage {
  /** continue after this post (the last one of the previous page) */
  after?: string;
  limit?: number;
}

/**
 * The Posts tab: pinned first, then newest, each with its author, reaction counts and comment count, in one
 * statement (plus one to find the group and the viewer's role), whatever the number of posts.
 */
export async function listPosts(deps: Deps, actor: Actor, groupId: string, page: PostPage = {}) {
  const { role } = await requireGroupContent(deps, actor, groupId);
  // a cursor post deleted meanwhile: the client reloads from the top rather than get a silently empty page
  if (page.after) await requirePostOfGroup(deps.db, { groupId, role }, page.after);
  const rows = await listPostRows(deps.db, {
    groupId,
    ...postViewerOf(actor, role),
    afterPostId: page.after,
    limit: page.limit,
  });
  return rows.map(toGroupPost);
}

/** One post as the list shows it to this viewer (the answer of every change to a post). */
export async function readPost(
  deps: Deps,
  viewer: PostViewer,
  groupId: string,
  postId: string,
): Promise<GroupPost> {
  const row = await findPostRow(deps.db, groupId, postId, viewer);
  if (!row) throw notFound(postMessages.notFound);
  return toGroupPost(row);
}

/**
 * product-rules.md#group-posts: members post text or at least one image ('Post cannot be empty'), at most 4 images.
 */
export async function createPost(
  deps: Deps,
  actor: Actor,
  groupId: string,
  input: { content: string; images: Uint8Array[] },
): Promise<GroupPost> {
  const { role } = await requireGroupRole(deps, actor, groupId, isGroupMember, postMessages.joinToPost);
  const content = input.content.trim();
  if (input.images.length > GROUP_POST_MAX_IMAGES) {
    throw badRequest(POST_TOO_MANY_IMAGES_MESSAGE, { images: POST_TOO_MANY_IMAGES_MESSAGE });
  }
  if (!content && input.images.length === 0)
    throw badRequest(POST_EMPTY_MESSAGE, { content: POST_EMPTY_MESSAGE });
  const images = await storePostImages(deps, groupId, input.images);
  let postId: string;
  try {
    postId = await insertPost(deps.db, {
      groupId,
      userId: actor.userId,
      content,
      images,
      createdAt: deps.clock.now(),
    });
  } catch (error) {
    // no row points at the files: they would never be served nor removed with the group's rows
    await deletePostImages(deps, groupId, images);
    throw error;
  }
  return readPost(deps, postViewerOf(actor, role), groupId, postId);
}

/**
 * product-rules.md#group-posts: the author alone edits the text (never empty); updatedAt moves, so the client shows
 * 'edited'.
 */
export async function editPost(
  deps: Deps,
  actor: Actor,
  groupId: string,
  postId: string,
  content: string,
): Promise<GroupPost> {
  const { role } = await requireGroupContent(deps, actor, groupId);
  const post = await requirePostOfGroup(deps.db, { groupId, role }, postId);
  if (post.userId !== actor.userId) throw forbidden(postMessages.editNotAuthor);
  await updatePostContent(deps.db, postId, content, deps.clock.now());
  return readPost(deps, postViewerOf(actor, role), groupId, postId);
}

/**
 * product-rules.md#group-posts: the author alone deletes; reactions and comments go with the row, the images once it
 * is gone.
 */
export async function deletePost(deps: Deps, actor: Actor, groupId: string, postId: string) {
  const { role } = await requireGroupContent(deps, actor, groupId);
  const post = await requirePostOfGroup(deps.db, { groupId, role }, postId);
  if (post.userId !== actor.userId) throw forbidden(postMessages.deleteNotAuthor);
  await deletePostRow(deps.db, postId);
  await deletePostImages(deps, groupId, post.images);
}

/** product-rules.md#group-posts: moderators and admins pin or unpin any post. */
export async function pinPost(
  deps: Deps,
  actor: Actor,
  groupId: string,
  postId: string,
  pinned: boolean,
): Promise<GroupPost> {
  const { role } = await requireGroupRole(deps, actor, groupId, canModerate, postMessages.pinNotModerator);
  await requirePostOfGroup(deps.db, { groupId, role }, postId);
  await updatePostPinned(deps.db, postId, pinned);
  return readPost(deps, postViewerOf(actor, role), groupId, postId);
}
