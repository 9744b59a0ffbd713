/** 'N participant(s)' of product-rules.md#challenge-page: '1 participant', '3 participants'. */
export function participantCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'participant' : 'participants'}`;
}

/** A group's member count: '1 member', '12 members'. */
export const memberCountLabel = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** '1 day', '3 days': how every screen counts days of a streak or of met days (one wording, decision 061). */
export const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
