import dayjs from 'dayjs';

/** Spec §9: group posts and comments show 'MMM d, yyyy • h:mm a', in the viewer's own time. */
export const formatPostDate = (isoTimestamp: string) => dayjs(isoTimestamp).format('MMM D, YYYY • h:mm A');

/** Spec §4: the 'edited' marker shows when the updated time differs from the created time. */
export const isEdited = (post: { createdAt: string; updatedAt: string }) =>
  Date.parse(post.updatedAt) !== Date.parse(post.createdAt);
