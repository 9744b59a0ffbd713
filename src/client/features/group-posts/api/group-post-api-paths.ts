/** The API paths of a group's posts and of one post, under which its comments, reactions and pin live. */
export const groupPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}`;
export const postPath = (groupId: string, postId: string) =>
  `${groupPath(groupId)}/posts/${encodeURIComponent(postId)}`;
