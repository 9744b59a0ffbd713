/** The id of a challenge page's check-in card: a link with this anchor lands on it (useArrivalTarget). */
export const CHECK_IN_ANCHOR = 'check-in';
