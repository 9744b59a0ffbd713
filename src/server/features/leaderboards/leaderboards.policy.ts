import { isOrganizer, isTemplate } from '#server/features/challenges/challenge-access';
import type { BoardAccess } from './leaderboards.queries';

// Who may read a challenge's standings: its board, and its results view, which shows the same people's days and
// ranks (decision 056). One rule, so the two never drift apart.

/** A board is for the participants and the organizer of a challenge (never a template: it has no organizer). */
export const mayReadBoard = (challenge: BoardAccess, userId: string) =>
  !isTemplate(challenge) && (challenge.isParticipant || isOrganizer(challenge, userId));
