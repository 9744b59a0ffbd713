import { z } from 'zod';
import { type ChallengeSummary, challengeSummaryAnswer } from '../challenges/challenges.types';
import { idAnswer } from '../domain/answer-fields';
import { type PersonSummary, personSummaryAnswer } from '../users/users.types';
import type { GroupRole } from '../domain/group-roles';
import type { GroupPrivacy, ReactionType } from './groups.schemas';

// The JSON the groups API answers with. Instants are ISO strings.

/** What anyone with the link may see, even of a private group and even signed out (join-group page). */
export interface GroupCard {
  id: string;
  name: string;
  description: string | null;
  privacy: GroupPrivacy;
  coverImage: string | null;
  memberCount: number;
  createdAt: string;
}

/** GET /api/groups/{id}/card: the card and who created the group, by name only (null without one). */
export interface PublicGroupCard extends GroupCard {
  createdByName: string | null;
}

/** A card in the lists, with the viewer's role (null when not a member). */
export interface GroupListItem extends GroupCard {
  viewerRole: GroupRole | null;
}

/** GET /api/groups: 'My Groups (n)' and 'Discover (Top 10)', both filtered by `search` when given. */
export interface GroupLists {
  myGroups: GroupListItem[];
  /** public groups the viewer has not joined, most active first (members and posts of the last 30 days) */
  discover: (GroupListItem & { rank: number })[];
}

/** GET /api/groups/{id}: the card for everyone signed in; content flags say what the viewer may see and do. */
export interface GroupDetail extends GroupCard {
  createdBy: PersonSummary | null;
  viewerRole: GroupRole | null;
  /** public group or member: Posts, Members and Challenges tabs are shown */
  canSeeContent: boolean;
}

export interface GroupMember extends PersonSummary {
  role: GroupRole;
  joinedAt: string;
}

export interface GroupPostComment {
  id: string;
  author: PersonSummary;
  content: string;
  createdAt: string;
}

export interface GroupPost {
  id: string;
  author: PersonSummary;
  content: string;
  /** same-origin URLs served by GET /api/files/… (members only for a private group) */
  images: string[];
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
  /** per reaction type: how many, and whether the viewer gave it */
  reactions: { type: ReactionType; count: number; viewerReacted: boolean }[];
  commentCount: number;
}

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
