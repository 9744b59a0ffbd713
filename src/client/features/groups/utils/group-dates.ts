import dayjs from 'dayjs';

/** Spec §9: dates in lists as 'MMM d, yyyy'. */
export const formatGroupDate = (instant: string) => dayjs(instant).format('MMM D, YYYY');
