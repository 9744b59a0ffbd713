import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The group posts API's refusals; the spec's words where it gives them (the rest say plainly what to do).
export const postMessages = {
  notFound: translatable(msg`Post not found`),
  joinToPost: translatable(msg`Join the group to post.`),
  joinToReact: translatable(msg`Join the group to react to posts.`),
  joinToComment: translatable(msg`Join the group to comment.`),
  editNotAuthor: translatable(msg`Only the author can edit this post.`),
  deleteNotAuthor: translatable(msg`Only the author can delete this post.`),
  pinNotModerator: translatable(msg`Only group admins and moderators can pin posts.`),
  notMultipart: translatable(msg`Send the post as a form with its text and images.`),
  contentNotText: translatable(msg`The post text must be plain text.`),
} as const;
