import { eq, sql } from 'drizzle-orm';
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
import { pageAfter, type ReadPage } from './export-batches';

// The export's reads of what the person wrote or follows in groups and the forum, their feedback, notifications and
// devices (decision 045): keyset pages of the person's own rows, with the titles and names of what they point at.

export const readGroupMemberships: ReadPage<{ groupId: string }> = (db, owner, after, limit) =>
  pageAfter(
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
      .$dynamic(),
    eq(groupMembers.userId, owner.userId),
    { groupId: groupMembers.groupId },
    after,
    limit,
  );

export const readGroupPosts: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
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
      .$dynamic(),
    eq(groupPosts.userId, owner.userId),
    { id: groupPosts.id },
    after,
    limit,
  );

export const readGroupPostComments: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
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
      .$dynamic(),
    eq(groupPostComments.userId, owner.userId),
    { id: groupPostComments.id },
    after,
    limit,
  );

export const readGroupPostReactions: ReadPage<{ postId: string; reaction: string }> = (
  db,
  owner,
  after,
  limit,
) =>
  pageAfter(
    db
      .select({
        postId: groupPostReactions.postId,
        groupId: groupPosts.groupId,
        reaction: groupPostReactions.reactionType,
      })
      .from(groupPostReactions)
      .innerJoin(groupPosts, eq(groupPosts.id, groupPostReactions.postId))
      .$dynamic(),
    eq(groupPostReactions.userId, owner.userId),
    { postId: groupPostReactions.postId, reaction: groupPostReactions.reactionType },
    after,
    limit,
  );

export const readForumPosts: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
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
      .$dynamic(),
    eq(forumPosts.userId, owner.userId),
    { id: forumPosts.id },
    after,
    limit,
  );

export const readForumComments: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
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
      .$dynamic(),
    eq(forumComments.userId, owner.userId),
    { id: forumComments.id },
    after,
    limit,
  );

export const readForumVotes: ReadPage<{ postId: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({ postId: forumVotes.postId, postTitle: forumPosts.title, votedAt: forumVotes.createdAt })
      .from(forumVotes)
      .innerJoin(forumPosts, eq(forumPosts.id, forumVotes.postId))
      .$dynamic(),
    eq(forumVotes.userId, owner.userId),
    { postId: forumVotes.postId },
    after,
    limit,
  );

export const readForumSubscriptions: ReadPage<{ postId: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        postId: forumSubscriptions.postId,
        postTitle: forumPosts.title,
        followedSince: forumSubscriptions.createdAt,
      })
      .from(forumSubscriptions)
      .innerJoin(forumPosts, eq(forumPosts.id, forumSubscriptions.postId))
      .$dynamic(),
    eq(forumSubscriptions.userId, owner.userId),
    { postId: forumSubscriptions.postId },
    after,
    limit,
  );

export const readFeedback: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
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
      .$dynamic(),
    eq(feedback.userId, owner.userId),
    { id: feedback.id },
    after,
    limit,
  );

export const readNotifications: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
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
      .$dynamic(),
    eq(notifications.userId, owner.userId),
    { id: notifications.id },
    after,
    limit,
  );

/** Endpoints only: the keys (p256dh, auth) would let their holder send to the device. */
export const readPushSubscriptions: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .$dynamic(),
    eq(pushSubscriptions.userId, owner.userId),
    { id: pushSubscriptions.id },
    after,
    limit,
  );

/** The waiting list is kept by address (a visitor may sign up without an account): the confirmed one's. */
export const readWaitlist: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        id: waitlistEntries.id,
        feature: waitlistEntries.feature,
        name: waitlistEntries.name,
        interest: waitlistEntries.interest,
        createdAt: waitlistEntries.createdAt,
      })
      .from(waitlistEntries)
      .$dynamic(),
    isAddress(waitlistEntries.email, owner.confirmedAddress),
    { id: waitlistEntries.id },
    after,
    limit,
  );
