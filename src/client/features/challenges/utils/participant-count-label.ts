/** 'N participant(s)' of product-rules.md#challenge-page: '1 participant', '3 participants'. */
export function participantCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'participant' : 'participants'}`;
}
