export const commentCountLabel = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;
