import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { isAddress } from '#server/auth/confirmed-address';
import {
  feedback,
  forumComments,
  forumPosts,
  forumSubscriptions,
  forumVotes,
  waitlistEntries,
} from '#server/db/schema/feedback';
import { pushSubscriptions } from '#server/db/schema/push';
import {
  groupMembers,
  groupPostComments,
  groupPostReactions,
  groupPosts,
  groups,
  notifications,
} from '#server/db/schema/social';
import type { ReadPage } from './export-batches';

// The export's reads of what the person wrote or follows in groups and the forum, their feedback, notifications and
// devices (decision 045): keyset pages of the person's own rows, with the titles and names of what they point at.

export const readGroupMemberships: ReadPage<{ groupId: string }> = (db, owner, after, limit) =>
  db
    .select({
      groupId: groupMembers.groupId,
      groupName: groups.name,
      privacy: groups.privacy,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
      createdByYou: sql<boolean>`${groups.createdBy} is not distinct from ${owner.userId}`,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(eq(groupMembers.userId, owner.userId), after ? gt(groupMembers.groupId, after.groupId) : undefined),
    )
    .orderBy(asc(groupMembers.groupId))
    .limit(limit);

export const readGroupPosts: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  db
    .select({
      id: groupPosts.id,
      groupId: groupPosts.groupId,
      groupName: groups.name,
      content: groupPosts.content,
      images: groupPosts.images,
      pinned: groupPosts.pinned,
      createdAt: groupPosts.createdAt,
      updatedAt: groupPosts.updatedAt,
    })
    .from(groupPosts)
    .innerJoin(groups, eq(groups.id, groupPosts.groupId))
    .where(and(eq(groupPosts.userId, owner.userId), after ? gt(groupPosts.id, after.id) : undefined))
    .orderBy(asc(groupPosts.id))
    .limit(limit);

export const readGroupPostComments: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  db
    .select({
      id: groupPostComments.id,
      postId: groupPostComments.postId,
      groupId: groupPosts.groupId,
      content: groupPostComments.content,
      createdAt: groupPostComments.createdAt,
    })
    .from(groupPostComments)
    .innerJoin(groupPosts, eq(groupPosts.id, groupPostComments.postId))
    .where(
      and(eq(groupPostComments.userId, owner.userId), after ? gt(groupPostComments.id, after.id) : undefined),
    )
    .orderBy(asc(groupPostComments.id))
    .limit(limit);

export const readGroupPostReactions: ReadPage<{ postId: string; reaction: string }> = (
  db,
  owner,
  after,
  limit,
) =>
  db
    .select({
      postId: groupPostReactions.postId,
      groupId: groupPosts.groupId,
      reaction: groupPostReactions.reactionType,
    })
    .from(groupPostReactions)
    .innerJoin(groupPosts, eq(groupPosts.id, groupPostReactions.postId))
    .where(
      and(
        eq(groupPostReactions.userId, owner.userId),
        after
          ? sql`(${groupPostReactions.postId}, ${groupPostReactions.reactionType}) > (${after.postId}::uuid, ${after.reaction})`
          : undefined,
      ),
    )
    .orderBy(asc(groupPostReactions.postId), asc(groupPostReactions.reactionType))
    .limit(limit);

export const readForumPosts: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  db
    .select({
      id: forumPosts.id,
      title: forumPosts.title,
      description: forumPosts.description,
      category: forumPosts.category,
      status: forumPosts.status,
      voteCount: forumPosts.voteCount,
      createdAt: forumPosts.createdAt,
    })
    .from(forumPosts)
    .where(and(eq(forumPosts.userId, owner.userId), after ? gt(forumPosts.id, after.id) : undefined))
    .orderBy(asc(forumPosts.id))
    .limit(limit);

export const readForumComments: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  db
    .select({
      id: forumComments.id,
      postId: forumComments.postId,
      postTitle: forumPosts.title,
      content: forumComments.content,
      createdAt: forumComments.createdAt,
    })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .where(and(eq(forumComments.userId, owner.userId), after ? gt(forumComments.id, after.id) : undefined))
    .orderBy(asc(forumComments.id))
    .limit(limit);

export const readForumVotes: ReadPage<{ postId: string }> = (db, owner, after, limit) =>
  db
    .select({ postId: forumVotes.postId, postTitle: forumPosts.title, votedAt: forumVotes.createdAt })
    .from(forumVotes)
    .innerJoin(forumPosts, eq(forumPosts.id, forumVotes.postId))
    .where(and(eq(forumVotes.userId, owner.userId), after ? gt(forumVotes.postId, after.postId) : undefined))
    .orderBy(asc(forumVotes.postId))
    .limit(limit);

export const readForumSubscriptions: ReadPage<{ postId: string }> = (db, owner, after, limit) =>
  db
    .select({
      postId: forumSubscriptions.postId,
      postTitle: forumPosts.title,
      followedSince: forumSubscriptions.createdAt,
    })
    .from(forumSubscriptions)
    .innerJoin(forumPosts, eq(forumPosts.id, forumSubscriptions.postId))
    .where(
      and(
        eq(forumSubscriptions.userId, owner.userId),
        after ? gt(forumSubscriptions.postId, after.postId) : undefined,
      ),
    )
    .orderBy(asc(forumSubscriptions.postId))
    .limit(limit);

export const readFeedback: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  db
    .select({
      id: feedback.id,
      category: feedback.category,
      rating: feedback.rating,
      title: feedback.title,
      description: feedback.description,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(and(eq(feedback.userId, owner.userId), after ? gt(feedback.id, after.id) : undefined))
    .orderBy(asc(feedback.id))
    .limit(limit);

export const readNotifications: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      read: notifications.read,
      link: notifications.link,
      challengeId: notifications.challengeId,
      groupId: notifications.groupId,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, owner.userId), after ? gt(notifications.id, after.id) : undefined))
    .orderBy(asc(notifications.id))
    .limit(limit);

/** Endpoints only: the keys (p256dh, auth) would let their holder send to the device. */
export const readPushSubscriptions: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, owner.userId), after ? gt(pushSubscriptions.id, after.id) : undefined),
    )
    .orderBy(asc(pushSubscriptions.id))
    .limit(limit);

/** The waiting list is kept by address (a visitor may sign up without an account): the confirmed one's. */
export const readWaitlist: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  db
    .select({
      id: waitlistEntries.id,
      feature: waitlistEntries.feature,
      name: waitlistEntries.name,
      interest: waitlistEntries.interest,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .where(
      and(
        isAddress(waitlistEntries.email, owner.confirmedAddress),
        after ? gt(waitlistEntries.id, after.id) : undefined,
      ),
    )
    .orderBy(asc(waitlistEntries.id))
    .limit(limit);
