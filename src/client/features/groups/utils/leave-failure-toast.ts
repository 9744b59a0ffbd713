import { ApiError } from '../../../lib/api-client';

const CANNOT_LEAVE = 'Cannot Leave';

/**
 * Spec §8: an admin is refused with 'Cannot Leave: As an admin, …'. The server says it in one line; the toast puts
 * 'Cannot Leave' as its title and the reason under it. Other refusals show the server's message.
 */
export function leaveFailureToast(error: unknown): { title?: string; message: string } {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return { message: 'Failed to leave group' };
  const prefix = `${CANNOT_LEAVE}: `;
  if (error.message.startsWith(prefix))
    return { title: CANNOT_LEAVE, message: error.message.slice(prefix.length) };
  return { message: error.message };
}
