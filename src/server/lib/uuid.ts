import { notFound } from './domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string | undefined): id is string => id !== undefined && UUID.test(id);

/**
 * The id from a path, checked before it reaches SQL: a malformed id names nothing, so it is the same 404 (with
 * the same message) as an unknown one, never a database error.
 */
export function uuidOr404(id: string | undefined, message: string): string {
  if (!id || !UUID.test(id)) throw notFound(message);
  return id.toLowerCase();
}
