import type { BlockPersonInput } from '#shared/blocks/blocks.schemas';
import type { BlockedPeople, BlockedPerson } from '#shared/blocks/blocks.types';
import { displayName } from '#shared/domain/display-name';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { badRequest, notFound } from '#server/lib/domain-error';
import { blockMessages } from './blocks-messages';
import {
  type BlockRow,
  deleteBlockOf,
  forumCommentAuthor,
  forumPostAuthor,
  inviterOfNotification,
  listBlocksOf,
  personExists,
  upsertBlock,
} from './blocks.queries';

// The person's name as every answer shows it (users/person-view.ts does the same for a PersonSummary; the users
// feature sits above this one, which every feature asks).
const blockedPersonOf = (row: BlockRow): BlockedPerson => ({
  id: row.id,
  name: row.anonymous ? null : displayName({ name: row.name, email: row.email }),
  avatar: row.anonymous ? null : row.avatar,
  blockedAt: row.createdAt.toISOString(),
});

/** Who the input names, and whether the asker knows them only as the forum's 'User'. */
async function resolveBlocked(db: Database, actor: Actor, input: BlockPersonInput) {
  if ('userId' in input) {
    return { userId: (await personExists(db, input.userId)) ? input.userId : null, anonymous: false };
  }
  if ('forumPostId' in input)
    return { userId: await forumPostAuthor(db, input.forumPostId), anonymous: true };
  if ('forumCommentId' in input) {
    return { userId: await forumCommentAuthor(db, input.forumCommentId), anonymous: true };
  }
  return {
    userId: await inviterOfNotification(db, input.invitationNotificationId, actor.userId),
    anonymous: false,
  };
}

/**
 * product-rules.md#blocking: blocking is the asker's own act on someone else; blocking again changes nothing but may
 * name someone first blocked from the forum. Answers the block as the list shows it.
 */
export async function blockPerson(deps: Deps, actor: Actor, input: BlockPersonInput): Promise<BlockedPerson> {
  return deps.db.transaction(async (tx) => {
    const { userId, anonymous } = await resolveBlocked(tx, actor, input);
    if (userId === null) throw notFound(blockMessages.personNotFound);
    if (userId === actor.userId) throw badRequest(blockMessages.notYourself);
    await upsertBlock(tx, {
      blockerId: actor.userId,
      blockedId: userId,
      anonymous,
      createdAt: deps.clock.now(),
    });
    const [row] = await listBlocksOf(tx, actor.userId, userId);
    return blockedPersonOf(row!);
  });
}

export async function listBlockedPeople(deps: Deps, actor: Actor): Promise<BlockedPeople> {
  return { blocked: (await listBlocksOf(deps.db, actor.userId)).map(blockedPersonOf) };
}

/** Only the asker's own blocks; someone else's block answers as a missing one. */
export async function unblock(deps: Deps, actor: Actor, blockId: string): Promise<void> {
  if (!(await deleteBlockOf(deps.db, actor.userId, blockId))) throw notFound(blockMessages.blockNotFound);
}
