/** 'N participant(s)' of spec §2: '1 participant', '3 participants'. */
export function participantCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'participant' : 'participants'}`;
}
