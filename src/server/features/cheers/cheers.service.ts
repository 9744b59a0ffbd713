import type { CheerState, DayCheers } from '#shared/cheers/cheers.types';
import type { Actor, Deps } from '#server/app-env';
import { forbidden, notFound } from '#server/lib/domain-error';
import { visibleChallenge } from '#server/features/challenges/challenge-access';
import { checkInMessages } from '#server/features/check-ins/check-in-messages';
import { findChallengeForViewer } from '#server/features/check-ins/check-ins.queries';
import { cheerMessages } from './cheer-messages';
import { notifyCheers, rewordAfterCheersTakenBack } from './cheer-notification';
import { toCheerSummary } from '#server/features/check-ins/cheer-summary';
import { blockersAmong } from '#server/features/blocks/block-access';
import {
  countCheeredBy,
  deleteCheers,
  findCheckInForCheer,
  insertCheers,
  listOthersCheckInsOfDay,
  readCheerSummary,
  type CheerableCheckIn,
} from './cheers.queries';

// product-rules.md#cheers: who takes part in a challenge cheers the others' check-ins in it, once each, and may
// take a cheer back; every change is one transaction with the cheered person's one notification — none for a person
// who blocked the cheerer (product-rules.md#blocking): their boards stay complete, their bell quiet.

/** The answer of a cheer and of a cheer taken back, and whether a cheer was new (201) or already there (200). */
export interface CheerOutcome {
  state: CheerState;
  isNew: boolean;
}

export async function cheerCheckIn(deps: Deps, actor: Actor, checkInId: string): Promise<CheerOutcome> {
  return deps.db.transaction(async (tx) => {
    const checkIn = cheerable(await findCheckInForCheer(tx, checkInId, actor.userId), actor);
    // a repeat inserts nothing: it answers the cheer that is there and tells nobody again
    const [cheered] = await insertCheers(tx, [checkIn.id], actor.userId);
    const unheard = await blockersAmong(tx, actor.userId, [checkIn.userId]);
    if (cheered && !unheard.has(checkIn.userId)) await notifyCheers(tx, checkIn, deps.clock.now());
    return { state: await stateOf(tx, checkIn.id, actor), isNew: cheered !== undefined };
  });
}

export async function takeBackCheer(deps: Deps, actor: Actor, checkInId: string): Promise<CheerState> {
  return deps.db.transaction(async (tx) => {
    const checkIn = cheerable(await findCheckInForCheer(tx, checkInId, actor.userId), actor);
    const [removed] = await deleteCheers(tx, [checkIn.id], actor.userId);
    if (removed) await rewordAfterCheersTakenBack(tx, checkIn.id);
    return stateOf(tx, checkIn.id, actor);
  });
}

/**
 * The Today panel's one tap: cheer (or take back the cheers on) every check-in the other participants made for
 * `date` in the challenge. Each newly cheered check-in gets its own notification, as a single cheer would.
 */
export async function setDayCheers(
  deps: Deps,
  actor: Actor,
  challengeId: string,
  input: { date: string; cheered: boolean },
): Promise<DayCheers> {
  return deps.db.transaction(async (tx) => {
    const challenge = visibleChallenge(await findChallengeForViewer(tx, challengeId, actor.userId));
    if (!challenge.isParticipant) throw forbidden(cheerMessages.joinToCheer);
    const others = await listOthersCheckInsOfDay(tx, challengeId, input.date, actor.userId);
    const ids = others.map((checkIn) => checkIn.id);
    if (input.cheered) {
      const cheered = new Set(await insertCheers(tx, ids, actor.userId));
      const now = deps.clock.now();
      const unheard = await blockersAmong(
        tx,
        actor.userId,
        others.map((checkIn) => checkIn.userId),
      );
      // in id order (the list's): two people cheering each other's day lock the notifications in one order
      for (const checkIn of others.filter(({ id, userId }) => cheered.has(id) && !unheard.has(userId)))
        await notifyCheers(tx, { ...checkIn, challengeId, challengeTitle: challenge.title }, now);
    } else {
      const removed = new Set(await deleteCheers(tx, ids, actor.userId));
      for (const id of ids.filter((one) => removed.has(one))) await rewordAfterCheersTakenBack(tx, id);
    }
    return {
      challengeId,
      date: input.date,
      checkIns: ids.length,
      cheeredByViewer: await countCheeredBy(tx, ids, actor.userId),
    };
  });
}

/**
 * Only someone taking part in the check-in's challenge may cheer it; to anyone else it does not exist (they cannot
 * see the challenge's check-ins: product-rules.md#recording-a-check-in). Never one's own.
 */
function cheerable(checkIn: CheerableCheckIn | undefined, actor: Actor): CheerableCheckIn {
  if (!checkIn?.isParticipant) throw notFound(checkInMessages.checkInNotFound);
  if (checkIn.userId === actor.userId) throw forbidden(cheerMessages.ownCheckIn);
  return checkIn;
}

async function stateOf(tx: Deps['db'], checkInId: string, actor: Actor): Promise<CheerState> {
  const stored = await readCheerSummary(tx, checkInId, actor.userId);
  return { checkInId, cheers: toCheerSummary(stored!) };
}
