import { z } from 'zod';
import { idAnswer, instantAnswer } from '#shared/domain/answer-fields';
import { API_TOKEN_SCOPES } from './api-tokens.schemas';

// The JSON src/server/features/api-tokens answers with (decision 059: the OpenAPI document is generated from these).

/** A token as the list shows it: never its secret. */
export const apiTokenSummaryAnswer = z.object({
  id: idAnswer(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  createdAt: instantAnswer(),
  /** null until the token is first used; kept to the minute */
  lastUsedAt: instantAnswer().nullable(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummaryAnswer>;

/** GET /api/tokens */
export const apiTokenListAnswer = z.object({ tokens: z.array(apiTokenSummaryAnswer) });
export type ApiTokenList = z.infer<typeof apiTokenListAnswer>;

/** POST /api/tokens: the one answer that carries the secret (it is not stored, only its hash). */
export const createdApiTokenAnswer = z.object({
  token: apiTokenSummaryAnswer,
  /** sent as `Authorization: Bearer hs_…`; its prefix makes it recognisable to secret scanners (decision 049) */
  secret: z.string().startsWith('hs_'),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenAnswer>;
