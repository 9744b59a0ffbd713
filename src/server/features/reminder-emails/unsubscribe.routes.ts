import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '#server/app-env';
import { i18nFor } from '#server/i18n/i18n-for';
import { readerI18n } from '#server/i18n/readers-locales';
import { requestLocale } from '#server/i18n/request-locale';
import { findReminderEmailEnabled, turnOffReminderEmail } from './reminder-emails.queries';
import { unsubscribePage } from './unsubscribe-page';
import { verifyReminderUnsubscribeToken } from './unsubscribe-token';

// The unsubscribe link of the reminder e-mail, without signing in: the token in the query names the person.
// GET only shows what a POST would do, because mail scanners and link previews fetch links nobody clicked; the
// POST with the body List-Unsubscribe=One-Click (from the page's button, or straight from the mail provider: RFC
// 8058) turns the e-mails off. Answers are HTML pages, for the person who opened the link, in the language of the
// person the link names (users.locale).

/** The pages' texts, written in the reader's language: the person whose reminder it is (a link not valid: the asker's). */
export const texts = {
  invalidHeading: msg`Link not valid`,
  invalid: msg`This unsubscribe link is not valid. Check that you opened the whole link from the e-mail.`,
  notOneClickHeading: msg`Nothing changed`,
  notOneClick: msg`This request did not ask to unsubscribe (List-Unsubscribe=One-Click).`,
  confirmHeading: msg`Stop the evening reminder e-mails?`,
  confirmText: msg`You will still find the reminder under the bell in the app.`,
  confirmLabel: msg`Stop the e-mails`,
  doneHeading: msg`You will get no more reminder e-mails`,
  doneText: msg`You can turn them back on in your profile settings.`,
};

const invalidLink = (c: Context<AppEnv>) => {
  const i18n = i18nFor(requestLocale(c));
  return c.html(
    unsubscribePage(i18n, { heading: i18n._(texts.invalidHeading), text: i18n._(texts.invalid) }),
    400,
  );
};

const done = (i18n: I18n) =>
  unsubscribePage(i18n, { heading: i18n._(texts.doneHeading), text: i18n._(texts.doneText) });

export const reminderUnsubscribeRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, authSecret } = c.var.deps;
    const userId = verifyReminderUnsubscribeToken(authSecret, c.req.query('token'));
    if (!userId) return invalidLink(c);
    const i18n = await readerI18n(db, userId);
    if ((await findReminderEmailEnabled(db, userId)) !== true) return c.html(done(i18n));
    const action = new URL(c.req.url);
    return c.html(
      unsubscribePage(i18n, {
        heading: i18n._(texts.confirmHeading),
        text: i18n._(texts.confirmText),
        confirm: { action: `${action.pathname}${action.search}`, label: i18n._(texts.confirmLabel) },
      }),
    );
  })
  .post('/', async (c) => {
    const { db, authSecret } = c.var.deps;
    const userId = verifyReminderUnsubscribeToken(authSecret, c.req.query('token'));
    if (!userId) return invalidLink(c);
    const i18n = await readerI18n(db, userId);
    const form = await c.req.parseBody();
    if (form['List-Unsubscribe'] !== 'One-Click') {
      const page = { heading: i18n._(texts.notOneClickHeading), text: i18n._(texts.notOneClick) };
      return c.html(unsubscribePage(i18n, page), 400);
    }
    await turnOffReminderEmail(db, userId);
    return c.html(done(i18n));
  });
