import { ApiError, isClientError, messageOf } from '#client/lib/api-client';

// The texts a person reads when a group action is refused or fails, and after a join (product-rules.md#group-messages
// "Groups").

export const joinedGroupMessage = (name: string) => `You've successfully joined ${name}!`;

/** product-rules.md#group-messages join messages: already a member, not allowed, or anything else. */
export function joinGroupFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return 'You are already a member of this group';
  if (error instanceof ApiError && error.status === 403)
    return "You don't have permission to join this group";
  return 'Failed to join group';
}

/** product-rules.md#group-messages: why the lists could not be loaded, in the spec's words. */
export function groupListFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'Session expired. Please sign in again.';
  if (error instanceof ApiError && error.status === 403)
    return 'Permission denied. Please check your access rights.';
  return 'Failed to load groups. Please try refreshing the page.';
}

/** product-rules.md#group-messages: the toast for a refused or failed creation. */
export function createGroupFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to create group';
  if (error.status === 401) return 'Authentication issue. Please try signing out and back in.';
  if (error.status === 403) return 'Permission denied. Please refresh the page and try again.';
  if (error.status === 409) return 'A group with this name already exists.';
  // the server's own words for what it refused (e.g. a field), a generic line for a crash or a lost connection
  return messageOf(error, 'Failed to create group');
}

const CANNOT_LEAVE = 'Cannot Leave';

/**
 * product-rules.md#group-messages: an admin is refused with 'Cannot Leave: As an admin, …'. The server says it in one
 * line; the toast puts 'Cannot Leave' as its title and the reason under it. Other refusals show the server's message.
 */
export function leaveFailureToast(error: unknown): { title?: string; message: string } {
  if (!isClientError(error)) return { message: 'Failed to leave group' };
  const prefix = `${CANNOT_LEAVE}: `;
  if (error.message.startsWith(prefix))
    return { title: CANNOT_LEAVE, message: error.message.slice(prefix.length) };
  return { message: error.message };
}
