import { z } from 'zod';
import { type ChallengeSummary, challengeSummaryAnswer } from '#shared/challenges/challenges.types';
import { idAnswer, instantAnswer } from '#shared/domain/answer-fields';
import { GROUP_ROLES } from '#shared/domain/group-roles';
import { personSummaryAnswer } from '#shared/users/users.types';
import { GROUP_PRIVACIES, REACTION_TYPES } from './groups.schemas';

// The JSON src/server/features/groups and group-posts answer with (decision 059: the OpenAPI document is generated
// from these).

const groupRoleAnswer = z.enum(GROUP_ROLES);

/** What anyone with the link may see, even of a private group and even signed out (join-group page). */
export const groupCardAnswer = z.object({
  id: idAnswer(),
  name: z.string(),
  description: z.string().nullable(),
  privacy: z.enum(GROUP_PRIVACIES),
  /** the picture's URL (GET /api/files/…), or null for none */
  coverImage: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: instantAnswer(),
});
export type GroupCard = z.infer<typeof groupCardAnswer>;

/** GET /api/groups/{id}/card: the card and who created the group, by name only (null without one). */
export const publicGroupCardAnswer = groupCardAnswer.extend({
  createdByName: z.string().nullable(),
});
export type PublicGroupCard = z.infer<typeof publicGroupCardAnswer>;

/** A card in the lists, with the viewer's role (null when not a member). */
export const groupListItemAnswer = groupCardAnswer.extend({
  viewerRole: groupRoleAnswer.nullable(),
});
export type GroupListItem = z.infer<typeof groupListItemAnswer>;

/** GET /api/groups: 'My Groups (n)' and 'Discover (Top 10)', both filtered by `search` when given. */
export const groupListsAnswer = z.object({
  myGroups: z.array(groupListItemAnswer),
  /** public groups the viewer has not joined, most active first (members and posts of the last 30 days) */
  discover: z.array(groupListItemAnswer.extend({ rank: z.number().int() })),
});
export type GroupLists = z.infer<typeof groupListsAnswer>;

/** GET /api/groups/{id}: the card for everyone signed in; content flags say what the viewer may see and do. */
export const groupDetailAnswer = groupCardAnswer.extend({
  createdBy: personSummaryAnswer.nullable(),
  viewerRole: groupRoleAnswer.nullable(),
  /** public group or member: Posts, Members and Challenges tabs are shown */
  canSeeContent: z.boolean(),
});
export type GroupDetail = z.infer<typeof groupDetailAnswer>;

/** POST /api/groups: the new group; `membersNotAdded` only when some initial members named nobody. */
export const createdGroupAnswer = groupDetailAnswer.extend({
  /** how many initial members could not be added ('Group created but some members couldn't be added') */
  membersNotAdded: z.number().int().optional(),
});
export type CreatedGroup = z.infer<typeof createdGroupAnswer>;

export const groupMemberAnswer = personSummaryAnswer.extend({
  role: groupRoleAnswer,
  joinedAt: instantAnswer(),
});
export type GroupMember = z.infer<typeof groupMemberAnswer>;

export const groupPostCommentAnswer = z.object({
  id: idAnswer(),
  author: personSummaryAnswer,
  content: z.string(),
  createdAt: instantAnswer(),
});
export type GroupPostComment = z.infer<typeof groupPostCommentAnswer>;

export const groupPostAnswer = z.object({
  id: idAnswer(),
  author: personSummaryAnswer,
  content: z.string(),
  /** same-origin URLs served by GET /api/files/… (members only for a private group) */
  images: z.array(z.string()),
  pinned: z.boolean(),
  createdAt: instantAnswer(),
  updatedAt: instantAnswer(),
  /** per reaction type: how many, and whether the viewer gave it */
  reactions: z.array(
    z.object({ type: z.enum(REACTION_TYPES), count: z.number().int(), viewerReacted: z.boolean() }),
  ),
  commentCount: z.number().int(),
});
export type GroupPost = z.infer<typeof groupPostAnswer>;

// The JSON src/server/features/group-challenges answers with (decision 059: the OpenAPI document is generated from
// these).

/** GET /api/groups/{id}/challenges: the group's challenges, newest start first. */
export const groupChallengeListAnswer = z.array(challengeSummaryAnswer);
export type GroupChallenge = ChallengeSummary;

/** A group member on a challenge's Group tab, and whether they are in the challenge; also POST's answer. */
export const groupMemberCandidateAnswer = personSummaryAnswer.extend({ isParticipant: z.boolean() });
export type GroupMemberCandidate = z.infer<typeof groupMemberCandidateAnswer>;

/** GET /api/challenges/{id}/group-members — the Group tab: the linked group's members and whether each is in. */
export const challengeGroupMembersAnswer = z.object({
  group: z.object({ id: idAnswer(), name: z.string() }),
  members: z.array(groupMemberCandidateAnswer),
});
export type ChallengeGroupMembers = z.infer<typeof challengeGroupMembersAnswer>;
