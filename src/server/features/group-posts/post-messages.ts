// The group posts API's refusals; the spec's words where it gives them (the rest say plainly what to do).
export const postMessages = {
  notFound: 'Post not found',
  joinToPost: 'Join the group to post.',
  joinToReact: 'Join the group to react to posts.',
  joinToComment: 'Join the group to comment.',
  editNotAuthor: 'Only the author can edit this post.',
  deleteNotAuthor: 'Only the author can delete this post.',
  pinNotModerator: 'Only group admins and moderators can pin posts.',
  notMultipart: 'Send the post as a form with its text and images.',
  contentNotText: 'The post text must be plain text.',
  postLimited: 'You have posted a lot in the last hour. Please wait a while before posting again.',
  commentLimited: 'You have commented a lot in the last hour. Please wait a while before commenting again.',
} as const;
