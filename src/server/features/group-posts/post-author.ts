import type { PersonSummary } from '#shared/users/users.types';
import { users } from '#server/db/schema/auth';
import { toPersonSummary } from '#server/features/users/person-view';

// A post's or a comment's author, selected beside the row (joined on its userId) and answered as a person.

export const authorColumns = {
  authorId: users.id,
  authorName: users.name,
  authorEmail: users.email,
  authorImage: users.image,
};

export interface AuthorRow {
  authorId: string;
  authorName: string;
  authorEmail: string;
  authorImage: string | null;
}

export const authorOf = (row: AuthorRow): PersonSummary =>
  toPersonSummary({
    id: row.authorId,
    name: row.authorName,
    email: row.authorEmail,
    avatar: row.authorImage,
  });
