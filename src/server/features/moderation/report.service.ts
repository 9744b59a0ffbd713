import type { z } from 'zod';
import type { reportSchema } from '#shared/moderation/moderation.schemas';
import type { SentReport } from '#shared/moderation/moderation.types';
import type { Actor, Deps } from '#server/app-env';
import { conflict, notFound, unprocessable } from '#server/lib/domain-error';
import { moderationMessages } from './moderation-messages';
import { insertReport } from './moderation.queries';
import { findReportTarget } from './report-targets.queries';

/**
 * Decision 085: anyone signed in reports content they can see (not their own), with a reason; one open report per
 * reporter and target. The report names the content's author and group, and keeps its words for the moderators.
 */
export async function submitReport(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof reportSchema>,
): Promise<SentReport> {
  const target = await findReportTarget(deps.db, input.targetKind, input.targetId, actor.userId);
  if (!target) throw notFound(moderationMessages.contentNotFound);
  if (target.authorId === actor.userId) throw unprocessable(moderationMessages.ownContent);
  const id = await insertReport(deps.db, {
    reporterId: actor.userId,
    targetKind: input.targetKind,
    targetId: input.targetId,
    targetUserId: target.authorId,
    groupId: target.groupId,
    excerpt: target.excerpt,
    reason: input.reason,
    details: input.details,
    createdAt: deps.clock.now(),
  });
  if (!id) throw conflict(moderationMessages.alreadyReported);
  return { id };
}
