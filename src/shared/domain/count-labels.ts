/** 'N participant(s)' of product-rules.md#challenge-page: '1 participant', '3 participants'. */
export function participantCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'participant' : 'participants'}`;
}

/** A group's member count: '1 member', '12 members'. */
export const memberCountLabel = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;
