import { desc, eq } from 'drizzle-orm';
import type { FeedbackCategory } from '#shared/feedback/feedback.schemas';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { feedback } from '#server/db/schema/feedback';

export async function insertFeedback(
  db: Database,
  values: {
    userId: string;
    category: FeedbackCategory;
    rating: number;
    title: string;
    description: string | null;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id });
  return row!.id;
}

/** The newest feedback with who sent it, over the (created_at, id) index. */
export function listFeedbackRows(db: Database, limit: number) {
  return db
    .select({
      id: feedback.id,
      category: feedback.category,
      rating: feedback.rating,
      title: feedback.title,
      description: feedback.description,
      createdAt: feedback.createdAt,
      authorName: users.name,
      authorEmail: users.email,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}
