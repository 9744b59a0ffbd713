import type { ForumPostPage, ForumPostSummary } from '#shared/forum/forum.types';

/**
 * The loaded pages as one list. Pages are read by offset in vote order, so a vote cast between two reads can
 * move a post across the boundary and send it twice: it is shown once, where it came first.
 */
export function postsOfPages(pages: readonly ForumPostPage[]): ForumPostSummary[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.posts)
    .filter((post) => {
      if (seen.has(post.id)) return false;
      seen.add(post.id);
      return true;
    });
}
