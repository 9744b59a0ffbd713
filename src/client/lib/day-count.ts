/** '1 day', '3 days': how every screen counts days of a streak or of met days (one wording, decision 061). */
export const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
