import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';
import { GROUP_ROLES } from '#shared/domain/group-roles';

// product-rules.md#groups, #group-posts, #limits, word for word.
export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;
export const GROUP_POST_MAX_IMAGES = 4;
export const GROUP_PRIVACIES = ['public', 'private'] as const;
export type GroupPrivacy = (typeof GROUP_PRIVACIES)[number];
export const REACTION_TYPES = ['like', 'love', 'laugh', 'wow', 'sad', 'angry'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const DISCOVER_LIMIT = 10;

const name = z
  .string()
  .trim()
  .min(1, translatable(msg`Group name is required`))
  .max(GROUP_NAME_MAX, translatable(msg`Group name must be at most ${GROUP_NAME_MAX} characters.`));
// empty is stored as null (product-rules.md#groups)
const description = z
  .string()
  .trim()
  .max(
    GROUP_DESCRIPTION_MAX,
    translatable(msg`Description must be at most ${GROUP_DESCRIPTION_MAX} characters.`),
  )
  .transform((text) => (text === '' ? null : text))
  .nullable();

/** POST /api/groups — the creator becomes its admin; each initial member gets the 'group_created' notification. */
export const createGroupSchema = z.object({
  name,
  description: description.optional(),
  privacy: z.enum(GROUP_PRIVACIES).default('public'),
  /** initial members by user id (found with the user search); duplicates and the creator are ignored */
  memberIds: z.array(z.string().min(1)).max(50).default([]),
});
export type CreateGroupInput = z.input<typeof createGroupSchema>;

/** PATCH /api/groups/{id} — admins; the cover image is uploaded separately (POST /api/groups/{id}/cover). */
export const updateGroupSchema = z.object({ name, description, privacy: z.enum(GROUP_PRIVACIES) }).partial();
export type UpdateGroupInput = z.input<typeof updateGroupSchema>;

/** GET /api/groups?search= — name or description contains the text (case-insensitive). */
export const groupListQuerySchema = z.object({ search: z.string().trim().max(200).optional() });

export const addGroupMemberSchema = z.object({ userId: z.string().min(1) });
/** POST /api/groups/{id}/challenges: link one of the organizer's challenges to the group (decision 062). */
export const adoptChallengeSchema = z.object({ challengeId: z.string().min(1) });
export type AdoptChallengeInput = z.infer<typeof adoptChallengeSchema>;
export const changeMemberRoleSchema = z.object({ role: z.enum(GROUP_ROLES) });

/**
 * POST /api/groups/{id}/posts is multipart/form-data: field `content` (text) and up to 4 files `images`.
 * Text or at least one image ('Post cannot be empty').
 */
export const POST_EMPTY_MESSAGE = translatable(msg`Post cannot be empty`);
export const POST_TOO_MANY_IMAGES_MESSAGE = translatable(
  msg`A post can have at most ${GROUP_POST_MAX_IMAGES} images.`,
);
export const updatePostSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, translatable(msg`Post content cannot be empty`)),
});
export const commentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, translatable(msg`Comment cannot be empty`)),
});
export const reactionSchema = z.object({ reactionType: z.enum(REACTION_TYPES) });
export const pinSchema = z.object({ pinned: z.boolean() });
