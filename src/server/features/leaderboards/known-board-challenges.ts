import type { ChallengeType } from '#shared/challenges/challenge-types';
import type { Database } from '#server/db/database';

// What a board read must know of its challenge before its statement runs: the type (never changes once created:
// updateChallengeSchema) and the template it copies (never changes either). Remembered per database once a read
// has found the challenge, so the next reads of that board are one statement that checks access itself (issue 16).
// Bounded: forgotten all at once when full, like the calendar dates of calendar-date.ts.

/** What a board read needs of its challenge before its statement: which board, of which kind. */
export interface BoardChallenge {
  id: string;
  challengeType: ChallengeType;
  templateId: string | null;
}

const MAX_REMEMBERED = 10_000;
const remembered = new WeakMap<Database, Map<string, BoardChallenge>>();

export function knownBoardChallenge(db: Database, challengeId: string): BoardChallenge | undefined {
  return remembered.get(db)?.get(challengeId);
}

export function rememberBoardChallenge(db: Database, { id, challengeType, templateId }: BoardChallenge) {
  let challenges = remembered.get(db);
  if (!challenges) remembered.set(db, (challenges = new Map()));
  if (challenges.size >= MAX_REMEMBERED) challenges.clear();
  challenges.set(id, { id, challengeType, templateId });
}
