import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';
import { CHALLENGE_LENGTH_DAYS } from '#shared/challenges/challenges.schemas';
import type { TemplateChallenge } from '#shared/challenges/challenges.types';
import { templateIn } from '#shared/challenges/ready-made-templates';
import { displayName } from '#shared/domain/display-name';
import type { Actor, Deps } from '#server/app-env';
import { badRequest, notFound } from '#server/lib/domain-error';
import { challengeMessages } from './challenge-messages';
import { findTemplate, insertChallenge, insertParticipant, listTemplates } from './challenges.queries';
import { getChallengeDetail } from './challenges.service';
import { toTemplateChallenge } from './challenge-view';

/** The ready-made templates, in `i18n`'s language (the asker's). */
export async function listTemplateChallenges(deps: Deps, i18n: I18n): Promise<TemplateChallenge[]> {
  return (await listTemplates(deps.db)).map((template) => toTemplateChallenge(i18n, template));
}

/**
 * A personal copy of a template (product-rules.md#templates): 14 days from the chosen date, titled after the template
 * and the person, linked by templateId so its board joins every copy's. Its status is derived like any challenge's,
 * so a copy starting later is upcoming until then (docs/decisions/010). Written in `i18n`'s language (the person's
 * screens'): the copy is theirs.
 */
export async function startTemplate(
  deps: Deps,
  actor: Actor,
  templateId: string,
  startDate: string,
  i18n: I18n,
) {
  if (startDate < calendarDateIn(actor.timezone, deps.clock.now())) {
    throw badRequest(challengeMessages.startDateInPast, { startDate: challengeMessages.startDateInPast });
  }
  const found = await findTemplate(deps.db, templateId);
  if (!found) throw notFound(challengeMessages.notFound);
  const template = templateIn(i18n, found);
  const templateTitle = template.title;
  const name = displayName({ name: actor.name, email: actor.email });
  const challengeId = await deps.db.transaction(async (tx) => {
    const id = await insertChallenge(tx, {
      title: i18n._(msg`${templateTitle} - ${name}'s Challenge`),
      description: template.description,
      organizerId: actor.userId,
      startDate,
      endDate: addDays(startDate, CHALLENGE_LENGTH_DAYS - 1),
      timezone: actor.timezone,
      rules: template.rules,
      challengeType: template.challengeType,
      goalConfig: template.goalConfig,
      templateId: template.id,
      maxParticipants: template.maxParticipants,
    });
    await insertParticipant(tx, id, actor.userId, deps.clock.now());
    return id;
  });
  return getChallengeDetail(deps, actor, challengeId);
}
