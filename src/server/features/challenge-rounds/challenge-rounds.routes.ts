import { Hono } from 'hono';
import { runItAgainSchema } from '#shared/challenge-rounds/challenge-rounds.schemas';
import { challengeResultsAnswer, nextRoundAnswer } from '#shared/challenge-rounds/challenge-rounds.types';
import type { AppEnv } from '#server/app-env';
import { documented } from '#server/lib/documented';
import { i18nFor } from '#server/i18n/i18n-for';
import { requestLocale } from '#server/i18n/request-locale';
import { uuidOr404 } from '#server/lib/uuid';
import { validate } from '#server/lib/validate';
import { hourlyLimitPerPerson } from '#server/middleware/rate-limit';
import { actorOf, requireActor } from '#server/middleware/session';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { renderPreviewPng } from '#server/features/link-previews/preview-image';
import { resultsCard } from './results-card';
import { getChallengeResults } from './results.service';
import { roundMessages } from './round-messages';
import { runItAgain } from './run-again.service';

const challengeId = (id: string | undefined) => uuidOr404(id, challengeMessages.notFound);

// a new round is a new challenge: limited per person like creating one
const roundLimit = hourlyLimitPerPerson('challenge-round', 30, roundMessages.createLimited);

/** product-rules.md#results-and-rounds; at /challenges/:id/results. */
export const challengeResultRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented({
      summary: "A finished challenge's results",
      answers: { 200: challengeResultsAnswer },
      // 409: the challenge has not ended yet
      refusals: [409],
    }),
    requireActor,
    async (c) => {
      return c.json(await getChallengeResults(c.var.deps, actorOf(c), challengeId(c.req.param('id'))));
    },
  )
  .get(
    '/image.png',
    documented({
      summary:
        "A finished challenge's results as a 1200 × 630 image to share: the podium and the reader's own result",
      answers: {
        200: {
          media: 'image/png',
          description: 'A 1200 × 630 PNG',
          schema: { type: 'string', format: 'binary' },
        },
      },
      // the results' own rule: 403 (as every signed-in route) to those who may not read the board, 409 before the end
      refusals: [409],
    }),
    requireActor,
    async (c) => {
      const results = await getChallengeResults(c.var.deps, actorOf(c), challengeId(c.req.param('id')));
      return new Response(new Uint8Array(renderPreviewPng(resultsCard(i18nFor(requestLocale(c)), results))), {
        // drawn for this reader ('You: 2nd', in their screens' language): kept by their own browser only, and asked again each time, so a shared
        // device never shows one person's image to the next one signed in (decision 068)
        headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, no-cache' },
      });
    },
  );

// At /challenges/:id/rounds.
export const challengeRoundRoutes = new Hono<AppEnv>().post(
  '/',
  documented({
    summary: 'Run a finished challenge again: its next round, inviting its participants (the organizer)',
    answers: { 201: nextRoundAnswer },
    // 409: not ended yet, or already run again
    refusals: [403, 409],
  }),
  requireActor,
  roundLimit,
  validate('json', runItAgainSchema),
  async (c) => {
    const id = challengeId(c.req.param('id'));
    return c.json(await runItAgain(c.var.deps, actorOf(c), id, c.req.valid('json')), 201);
  },
);
