import path from 'node:path';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '#server/app-env';
import { remoteAddress } from '#server/auth/client-ip';
import { notFound, NOT_FOUND_MESSAGE } from '#server/lib/domain-error';
import { readOutbox } from './outbox-reader';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
// A reverse proxy on the same host connects from loopback too; these headers say the request came from elsewhere.
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'via'];

/**
 * The local outbox, only with DEV_OUTBOX=true (never in production: env.ts) and only to loopback clients that
 * did not come through a proxy: it holds password-reset links. Anyone else is told there is nothing here.
 */
export const devOutboxRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    const address = remoteAddress(c);
    const isProxied = PROXY_HEADERS.some((name) => c.req.header(name) !== undefined);
    if (!address || !LOOPBACK.has(address) || isProxied) throw notFound(NOT_FOUND_MESSAGE);
    await next();
  })
  .get('/outbox.json', async (c) => {
    return c.json(await readOutbox(path.join(c.var.deps.env.DATA_DIR, 'outbox')));
  })
  .get('/outbox', async (c) => {
    const messages = await readOutbox(path.join(c.var.deps.env.DATA_DIR, 'outbox'));
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Dev outbox · HabitSprint</title>
          </head>
          <body
            style="font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem"
          >
            <h1>Dev outbox</h1>
            <p>
              E-mails written to ${path.join(c.var.deps.env.DATA_DIR, 'outbox')} (no SMTP_URL set). Newest
              first.
            </p>
            ${messages.length === 0 ? html`<p>No e-mails yet.</p>` : ''}
            <ul>
              ${messages.map(
                (m) =>
                  html`<li style="margin-bottom: 1rem">
                    <strong>${m.subject}</strong> to ${m.to} <small>${m.date}</small>
                    <ul>
                      ${m.links.map((link) => html`<li><a href="${link}">${link}</a></li>`)}
                    </ul>
                  </li>`,
              )}
            </ul>
          </body>
        </html>`,
    );
  });
