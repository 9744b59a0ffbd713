import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';

const postOrCommentId = z.guid(translatable(msg`Invalid id.`));

/**
 * POST /api/blocks (product-rules.md#blocking): who to block, named by where the person met them — a person found by
 * their id (a group post or comment, a group's members, Find Users), or the author of a forum post or comment or of
 * an invitation the asker received. The forum and an invitation never show an id (the forum's authors are 'User'),
 * so the server finds the author itself and the asker never learns who it was.
 */
export const blockPersonSchema = z.union([
  z.object({ userId: z.string().min(1) }),
  z.object({ forumPostId: postOrCommentId }),
  z.object({ forumCommentId: postOrCommentId }),
  z.object({ invitationId: postOrCommentId }),
]);
export type BlockPersonInput = z.input<typeof blockPersonSchema>;
