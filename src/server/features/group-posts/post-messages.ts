import { GROUP_POST_MAX_IMAGES } from '../../../shared/groups/groups.schemas';
import { MAX_IMAGE_BYTES } from '../../../shared/profile/profile.schemas';

// The group posts API's refusals; the spec's words where it gives them (the rest say plainly what to do).
export const postMessages = {
  notFound: 'Post not found',
  joinToPost: 'Join the group to post.',
  joinToReact: 'Join the group to react to posts.',
  joinToComment: 'Join the group to comment.',
  editNotAuthor: 'Only the author can edit this post.',
  deleteNotAuthor: 'Only the author can delete this post.',
  pinNotModerator: 'Only group admins and moderators can pin posts.',
  tooLarge: `A post can have at most ${GROUP_POST_MAX_IMAGES} images of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB each.`,
  notMultipart: 'Send the post as a form with its text and images.',
  contentNotText: 'The post text must be plain text.',
  postLimited: 'You have posted a lot in the last hour. Please wait a while before posting again.',
  commentLimited: 'You have commented a lot in the last hour. Please wait a while before commenting again.',
} as const;
