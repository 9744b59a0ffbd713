import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env';
import { findReminderEmailEnabled, turnOffReminderEmail } from './reminder-emails.queries';
import { unsubscribePage } from './unsubscribe-page';
import { verifyReminderUnsubscribeToken } from './unsubscribe-token';

// The unsubscribe link of the reminder e-mail, without signing in: the token in the query names the person.
// GET only shows what a POST would do, because mail scanners and link previews fetch links nobody clicked; the
// POST with the body List-Unsubscribe=One-Click (from the page's button, or straight from the mail provider: RFC
// 8058) turns the e-mails off. Answers are HTML pages, for the person who opened the link.

export const texts = {
  invalid: 'This unsubscribe link is not valid. Check that you opened the whole link from the e-mail.',
  notOneClick: 'This request did not ask to unsubscribe (List-Unsubscribe=One-Click).',
  confirmHeading: 'Stop the evening reminder e-mails?',
  confirmText: 'You will still find the reminder under the bell in the app.',
  confirmLabel: 'Stop the e-mails',
  doneHeading: 'You will get no more reminder e-mails',
  doneText: 'You can turn them back on in your profile settings.',
};

export const reminderUnsubscribeRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const userId = verifyReminderUnsubscribeToken(c.var.deps.authSecret, c.req.query('token'));
    if (!userId) return c.html(unsubscribePage({ heading: 'Link not valid', text: texts.invalid }), 400);
    if ((await findReminderEmailEnabled(c.var.deps.db, userId)) !== true)
      return c.html(unsubscribePage({ heading: texts.doneHeading, text: texts.doneText }));
    const action = new URL(c.req.url);
    return c.html(
      unsubscribePage({
        heading: texts.confirmHeading,
        text: texts.confirmText,
        confirm: { action: `${action.pathname}${action.search}`, label: texts.confirmLabel },
      }),
    );
  })
  .post('/', async (c) => {
    const userId = verifyReminderUnsubscribeToken(c.var.deps.authSecret, c.req.query('token'));
    if (!userId) return c.html(unsubscribePage({ heading: 'Link not valid', text: texts.invalid }), 400);
    const form = await c.req.parseBody();
    if (form['List-Unsubscribe'] !== 'One-Click')
      return c.html(unsubscribePage({ heading: 'Nothing changed', text: texts.notOneClick }), 400);
    await turnOffReminderEmail(c.var.deps.db, userId);
    return c.html(unsubscribePage({ heading: texts.doneHeading, text: texts.doneText }));
  });
