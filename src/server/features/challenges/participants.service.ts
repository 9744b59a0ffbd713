import { t } from '@lingui/core/macro';
import type { Actor, Deps } from '#server/app-env';
import { badRequest, forbidden, notFound } from '#server/lib/domain-error';
import { createNotification } from '#server/features/notifications/notifications.service';
import { lockChallenge } from './challenges.queries';
import { isOrganizer, organizersChallenge, visibleChallenge } from './challenge-access';
import { challengeMessages } from './challenge-messages';
import { deleteParticipation } from './participants.queries';

/**
 * A participant leaves (never the organizer, product-rules.md#joining-and-leaving); their check-ins and standing go
 * with them.
 */
export async function leaveChallenge(deps: Deps, actor: Actor, challengeId: string) {
  await deps.db.transaction(async (tx) => {
    const challenge = visibleChallenge(await lockChallenge(tx, challengeId));
    if (isOrganizer(challenge, actor.userId)) throw forbidden(challengeMessages.organizerCannotLeave);
    const wasParticipant = await deleteParticipation(tx, challengeId, actor.userId);
    if (!wasParticipant) throw forbidden(challengeMessages.notParticipant);
  });
}

/** The organizer removes someone else (never themselves, product-rules.md#joining-and-leaving), who is told so. */
export async function removeParticipant(deps: Deps, actor: Actor, challengeId: string, userId: string) {
  await deps.db.transaction(async (tx) => {
    const challenge = organizersChallenge(
      await lockChallenge(tx, challengeId),
      actor,
      challengeMessages.removeNotOrganizer,
    );
    if (userId === actor.userId) throw badRequest(challengeMessages.removeSelf);
    const wasParticipant = await deleteParticipation(tx, challengeId, userId);
    if (!wasParticipant) throw notFound(challengeMessages.participantNotFound);
    await createNotification(tx, {
      userId,
      type: 'update',
      title: (i18n) => t(i18n)`Removed from challenge`,
      message: (i18n) => {
        const title = challenge.title;
        return t(i18n)`You have been removed from the challenge "${title}"`;
      },
      challengeId,
    });
  });
}
