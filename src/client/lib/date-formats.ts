import dayjs from 'dayjs';

// product-rules.md#display-formats-and-toasts's display formats, in the viewer's own time: one place, so every screen
// writes dates alike.

/** 'MMM d, yyyy' — dates in lists (groups, forum posts, feedback). */
export const formatListDate = (instant: string) => dayjs(instant).format('MMM D, YYYY');

/** 'MMM d, yyyy • h:mm a' — group posts, and comments everywhere. */
export const formatDateTime = (instant: string) => dayjs(instant).format('MMM D, YYYY • h:mm A');
