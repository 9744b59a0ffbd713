import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';

const postOrCommentId = z.guid(translatable(msg`Invalid id.`));

/**
 * POST /api/blocks (product-rules.md#blocking): who to block, named by where the person met them — a person found by
 * their id (a group post or comment, a group's members, Find Users), or the author of a forum post or comment, or who
 * sent an invitation the asker received (named by its notification in their bell). Neither the forum (whose authors are 'User') nor an invitation shows an id, so
 * the server finds the author itself, and blocking from the forum never unmasks one. Exactly one of them: each shape
 * is strict.
 */
export const blockPersonSchema = z.union([
  z.strictObject({ userId: z.string().min(1) }),
  z.strictObject({ forumPostId: postOrCommentId }),
  z.strictObject({ forumCommentId: postOrCommentId }),
  z.strictObject({ invitationNotificationId: postOrCommentId }),
]);
export type BlockPersonInput = z.input<typeof blockPersonSchema>;
