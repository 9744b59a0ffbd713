import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeParticipants, challenges } from '#server/db/schema/challenges';
import { insertChallenge, insertPerson } from '#server/testing/given';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import {
  isTemplate,
  isTemplateWhere,
  isVisibleWhere,
  mayReadBoard,
  mayReadBoardWhere,
} from './challenge-access';

// Each access rule exists as a function of one row and as an SQL predicate for reads of many: every pair of
// (challenge, viewer) below is judged both ways, on the real database, and the two must agree.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function everyCase() {
  const [organizer, participant, outsider] = await Promise.all([
    insertPerson(t.db, { name: 'Organizer' }),
    insertPerson(t.db, { name: 'Participant' }),
    insertPerson(t.db, { name: 'Outsider' }),
  ]);
  const organized = await insertChallenge(t.db, { organizer, participants: [participant] });
  // an organizer who is no longer on the participant list still organizes it
  const organizerGone = await insertChallenge(t.db, { organizer, participants: [participant] });
  await t.db.delete(challengeParticipants).where(eq(challengeParticipants.userId, organizer.id));
  const template = await insertChallenge(t.db, { organizer: null, participants: [participant] });
  return {
    viewers: [organizer, participant, outsider],
    challengeIds: [organized.id, organizerGone.id, template.id],
  };
}

describe('the challenge access rules, as functions and in SQL', () => {
  it('agree on who may read a board, and on what is a template, for every challenge and viewer', async () => {
    const { viewers, challengeIds } = await everyCase();
    const verdicts = [];
    for (const challengeId of challengeIds) {
      for (const viewer of viewers) {
        const [row] = await t.db
          .select({
            organizerId: challenges.organizerId,
            isParticipant: sql<boolean>`${challenges.id} in (select ${challengeParticipants.challengeId}
              from ${challengeParticipants} where ${challengeParticipants.userId} = ${viewer.id})`,
            mayReadInSql: mayReadBoardWhere(challenges, viewer.id).mapWith(Boolean),
            templateInSql: isTemplateWhere(challenges).mapWith(Boolean),
            visibleInSql: isVisibleWhere(challenges).mapWith(Boolean),
          })
          .from(challenges)
          .where(eq(challenges.id, challengeId));
        const mayRead = mayReadBoard(row!, viewer.id);
        expect(row!.mayReadInSql).toBe(mayRead);
        expect(row!.templateInSql).toBe(isTemplate(row!));
        expect(row!.visibleInSql).toBe(!isTemplate(row!));
        verdicts.push(
          `${viewer.name} ${mayRead ? 'reads' : 'does not read'} ${isTemplate(row!) ? 'a template' : 'it'}`,
        );
      }
    }
    expect(verdicts).toEqual([
      'Organizer reads it',
      'Participant reads it',
      'Outsider does not read it',
      'Organizer reads it',
      'Participant reads it',
      'Outsider does not read it',
      'Organizer does not read a template',
      'Participant does not read a template',
      'Outsider does not read a template',
    ]);
  });
});
