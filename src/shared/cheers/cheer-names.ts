/**
 * How many cheerers are named on a check-in ('Cheered by Ana, Ben and 3 others'). A module without zod, so the
 * check-in rows do not load the contracts' validation library (decision 067).
 */
export const CHEER_NAMES_SHOWN = 3;
