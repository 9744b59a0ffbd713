import { REACTION_TYPES } from '#shared/groups/groups.schemas';
import type { GroupPost } from '#shared/groups/groups.types';
import { authorOf } from './post-author';
import type { PostRow, ReactionTally } from './group-posts.queries';

// PGlite and node-postgres both parse json columns; a driver handing back text is tolerated all the same.
const parseTallies = (value: ReactionTally[] | string): ReactionTally[] =>
  typeof value === 'string' ? (JSON.parse(value) as ReactionTally[]) : value;

/** A post row as the API answers it: every reaction type, in the fixed order, those nobody gave at 0. */
export function toGroupPost(row: PostRow): GroupPost {
  const tallies = parseTallies(row.reactions);
  return {
    id: row.id,
    author: authorOf(row),
    content: row.content,
    images: row.images,
    pinned: row.pinned,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reactions: REACTION_TYPES.map(
      (type) => tallies.find((tally) => tally.type === type) ?? { type, count: 0, viewerReacted: false },
    ),
    commentCount: row.commentCount,
  };
}
