/** product-rules.md#group-posts: the 'edited' marker shows when the updated time differs from the created time. */
export const isEdited = (post: { createdAt: string; updatedAt: string }) =>
  Date.parse(post.updatedAt) !== Date.parse(post.createdAt);
