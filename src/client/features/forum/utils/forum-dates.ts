import dayjs from 'dayjs';

/** Spec §9: dates in lists as 'MMM d, yyyy', in the viewer's own time. */
export const formatForumDate = (instant: string) => dayjs(instant).format('MMM D, YYYY');

/** A comment's date with its time, as group posts and comments show theirs ('MMM d, yyyy • h:mm a'). */
export const formatCommentDate = (instant: string) => dayjs(instant).format('MMM D, YYYY • h:mm A');
