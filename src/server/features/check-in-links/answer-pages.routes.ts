import { type Context, Hono } from 'hono';
import { calendarDateIn } from '#shared/domain/calendar-date';
import type { AppEnv } from '#server/app-env';
import { i18nFor } from '#server/i18n/i18n-for';
import { requestLocale } from '#server/i18n/request-locale';
import { hashSecretToken, isWellFormedSecretToken } from '#server/lib/secret-token';
import {
  CHECK_IN_ANSWERS,
  type CheckInAnswer,
  verifyCheckInAnswerToken,
} from '#server/features/reminder-emails/check-in-answer-token';
import { answerPage } from './answer-page';
import { answerTexts } from './answer-texts';
import { type AnswerOutcome, loadAnswerDay, refusedPage, usedPage } from './answer-day';
import { readyPage, recordAnswer } from './answer.service';
import { findAnswerer, findLinkBySecretHash, isAnswerUsed, touchLinkUsed } from './check-in-links.queries';

// The pages the two kinds of link open, without a session (issue 28): a reminder e-mail's one-tap answer
// (`?token=`, signed, single-use, expiring) and a check-in link (`/:secret`, revocable, today only). A GET (and a
// HEAD: a link scanner's) only shows what a POST would record; the POST comes from the page's own form.

const show = (c: Context<AppEnv>, { i18n, page, status }: AnswerOutcome) =>
  c.html(answerPage(i18n, page), status);

/** The page's own address, for its form to POST back to. */
const selfAction = (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
};

const isAnswer = (value: unknown): value is CheckInAnswer =>
  typeof value === 'string' && (CHECK_IN_ANSWERS as readonly string[]).includes(value);

async function formOf(c: Context<AppEnv>) {
  const form = await c.req.parseBody();
  return { answer: form.answer, amount: typeof form.amount === 'string' ? form.amount : undefined };
}

/** An e-mail answer's token, checked: its claims and loaded day, or the page that refuses it. */
async function emailAnswer(c: Context<AppEnv>) {
  const { deps } = c.var;
  const claims = verifyCheckInAnswerToken(deps.authSecret, c.req.query('token'));
  const asker = i18nFor(requestLocale(c));
  if (!claims)
    return refusedPage(asker, 400, asker._(answerTexts.invalidHeading), asker._(answerTexts.invalid));
  const person = await findAnswerer(deps.db, claims.userId);
  const i18n = person ? i18nFor(person.locale) : asker;
  if (await isAnswerUsed(deps.db, claims.nonce)) return usedPage(i18n);
  if (person && calendarDateIn(person.timezone, deps.clock.now()) > claims.until)
    return refusedPage(i18n, 410, i18n._(answerTexts.expiredHeading), i18n._(answerTexts.expired));
  const loaded = await loadAnswerDay(deps, claims);
  return 'page' in loaded ? loaded : { claims, loaded };
}

export const checkInAnswerRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const found = await emailAnswer(c);
    if ('page' in found) return show(c, found);
    return show(c, readyPage(found.loaded, found.claims.answer, selfAction(c)));
  })
  .post('/', async (c) => {
    const found = await emailAnswer(c);
    if ('page' in found) return show(c, found);
    const { amount } = await formOf(c);
    const { answer, nonce } = found.claims;
    return show(c, await recordAnswer(found.loaded, c.var.deps, { answer, amount, nonce }));
  });

/** A check-in link's secret, looked up by its hash: the link, or the 404 page of a revoked or unknown one. */
async function checkInLink(c: Context<AppEnv>) {
  const { deps } = c.var;
  const secret = c.req.param('secret');
  const link = isWellFormedSecretToken(secret)
    ? await findLinkBySecretHash(deps.db, hashSecretToken(secret))
    : undefined;
  if (!link) {
    const i18n = i18nFor(requestLocale(c));
    return refusedPage(i18n, 404, i18n._(answerTexts.linkNotFoundHeading), i18n._(answerTexts.linkNotFound));
  }
  // the person's own today, whatever the request says: a link records nothing else
  const loaded = await loadAnswerDay(deps, {
    userId: link.userId,
    challengeId: link.challengeId,
    date: null,
  });
  return 'page' in loaded ? loaded : { link, loaded };
}

export const checkInLinkPageRoutes = new Hono<AppEnv>()
  .get('/:secret', async (c) => {
    const found = await checkInLink(c);
    if ('page' in found) return show(c, found);
    return show(c, readyPage(found.loaded, null, selfAction(c)));
  })
  .post('/:secret', async (c) => {
    const found = await checkInLink(c);
    if ('page' in found) return show(c, found);
    const { answer, amount } = await formOf(c);
    // a rest day is not among a check-in link's answers: it records met, missed or the day's amount
    if (!isAnswer(answer) || answer === 'rest') return show(c, readyPage(found.loaded, null, selfAction(c)));
    const { deps } = c.var;
    return show(
      c,
      await recordAnswer(found.loaded, deps, {
        answer,
        amount,
        alsoInTransaction: (tx) => touchLinkUsed(tx, found.link.id, deps.clock.now()),
      }),
    );
  });
