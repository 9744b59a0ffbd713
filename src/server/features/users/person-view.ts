import { displayName } from '#shared/domain/display-name';
import type { PersonSummary } from '#shared/users/users.types';

/** A person's columns as a read selects them, before they become the PersonSummary every answer shows. */
export interface StoredPerson {
  id: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
  timezone?: string;
}

export const toPersonSummary = (person: StoredPerson): PersonSummary => ({
  id: person.id,
  name: displayName(person),
  avatar: person.avatar,
});
