import type { Actor, Deps } from '#server/app-env';
import { forbidden } from '#server/lib/domain-error';
import { challengeMessages } from './challenge-messages';
import { getChallengeDetail } from './challenges.service';
import { joinChallenge } from './join-challenge';
import { hasDeparted } from './participants.queries';

/** Joining by the share link: the signed-in person joins, and sees the challenge as a participant. */
export async function joinByLink(deps: Deps, actor: Actor, challengeId: string) {
  await deps.db.transaction(async (tx) => {
    // product-rules.md#joining-and-leaving: whoever left or was removed comes back only through a new invitation
    if (await hasDeparted(tx, challengeId, actor.userId))
      throw forbidden(challengeMessages.rejoinNeedsInvitation);
    await joinChallenge(tx, challengeId, actor.userId, deps.clock.now());
  });
  return getChallengeDetail(deps, actor, challengeId);
}
