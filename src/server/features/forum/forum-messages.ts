import { translatable } from '#shared/i18n/translatable';
import type { I18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { FORUM_STATUS_LABELS, type ForumStatus } from '#shared/forum/forum.schemas';

// The forum API's refusals and notifications; the spec's words where it gives them (the rest say plainly what to do).
export const forumMessages = {
  notFound: translatable(msg`Post not found`),
  statusNotAdmin: translatable(msg`Only administrators can change a post's status.`),
} as const;

/** Where a forum notification leads: the post's page (product-rules.md#feedback-forum). */
export const forumPostLink = (postId: string) => `/feedback-forum/post/${postId}`;

// product-rules.md#feedback-forum shows nobody's name but the viewer's own in the forum: a notification never names
// who acted.
export const forumNotificationTexts = {
  comment: (postTitle: string) => ({
    title: (i18n: I18n) => t(i18n)`New comment on a post you follow`,
    message: (i18n: I18n) => t(i18n)`Someone commented on "${postTitle}".`,
  }),
  status: (postTitle: string, status: ForumStatus) => ({
    title: (i18n: I18n) => t(i18n)`Post status updated`,
    message: (i18n: I18n) => {
      const statusName = i18n._(FORUM_STATUS_LABELS[status]);
      return t(i18n)`"${postTitle}" is now ${statusName}.`;
    },
  }),
};
