export const voteCountLabel = (count: number) => `${count} ${count === 1 ? 'vote' : 'votes'}`;
export const commentCountLabel = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;
