import { ADMIN_CANNOT_LEAVE } from '#shared/domain/group-roles';
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, isClientError, messageOf } from '#client/lib/api-client';

// The texts a person reads when a group action is refused or fails, and after a join (product-rules.md#group-messages
// "Groups"). Each takes the screen's `i18n` (useLingui); without one, the active language.

export const joinedGroupMessage = (name: string, i18n: I18n = activeI18n) =>
  i18n._(msg`You've successfully joined ${name}!`);

/** product-rules.md#group-messages join messages: already a member, not allowed, or anything else. */
export function joinGroupFailureMessage(error: unknown, i18n: I18n = activeI18n): string {
  if (error instanceof ApiError && error.status === 409)
    return i18n._(msg`You are already a member of this group`);
  if (error instanceof ApiError && error.status === 403)
    return i18n._(msg`You don't have permission to join this group`);
  return i18n._(msg`Failed to join group`);
}

/** product-rules.md#group-messages: why the lists could not be loaded, in the spec's words. */
export function groupListFailureMessage(error: unknown, i18n: I18n = activeI18n): string {
  if (error instanceof ApiError && error.status === 401)
    return i18n._(msg`Session expired. Please sign in again.`);
  if (error instanceof ApiError && error.status === 403)
    return i18n._(msg`Permission denied. Please check your access rights.`);
  return i18n._(msg`Failed to load groups. Please try refreshing the page.`);
}

/** product-rules.md#group-messages: the toast for a refused or failed creation. */
export function createGroupFailureMessage(error: unknown, i18n: I18n = activeI18n): string {
  const failed = i18n._(msg`Failed to create group`);
  if (!(error instanceof ApiError)) return failed;
  if (error.status === 401) return i18n._(msg`Authentication issue. Please try signing out and back in.`);
  if (error.status === 403) return i18n._(msg`Permission denied. Please refresh the page and try again.`);
  if (error.status === 409) return i18n._(msg`A group with this name already exists.`);
  // the server's own words for what it refused (e.g. a field), a generic line for a crash or a lost connection
  return messageOf(error, failed);
}

/**
 * product-rules.md#group-messages: an admin is refused with 'Cannot Leave: As an admin, …'. The server says it in one
 * line, with its own code; the toast puts 'Cannot Leave' as its title and the reason under it, in the shown language.
 * Other refusals show the server's message.
 */
export function leaveFailureToast(
  error: unknown,
  i18n: I18n = activeI18n,
): { title?: string; message: string } {
  if (!isClientError(error)) return { message: i18n._(msg`Failed to leave group`) };
  if (error.code === ADMIN_CANNOT_LEAVE)
    return {
      title: i18n._(msg`Cannot Leave`),
      message: i18n._(
        msg`As an admin, you cannot leave the group. Transfer admin rights or delete the group instead.`,
      ),
    };
  return { message: error.message };
}
