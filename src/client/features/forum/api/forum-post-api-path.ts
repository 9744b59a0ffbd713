/** The API path of one forum post, under which its votes, comments, status and subscription live. */
export const forumPostPath = (id: string) => `/forum/posts/${encodeURIComponent(id)}`;
