/** '1 member', '12 members'. */
export const memberCountLabel = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;
