import type { CreateApiTokenInput } from '#shared/api-tokens/api-tokens.schemas';
import type { ApiTokenList, ApiTokenSummary, CreatedApiToken } from '#shared/api-tokens/api-tokens.types';
import type { Actor, Deps } from '#server/app-env';
import { conflict, notFound } from '#server/lib/domain-error';
import { hashSecretToken } from '#server/lib/secret-token';
import { apiTokenMessages } from './api-token-messages';
import {
  type ApiTokenRow,
  countTokensOf,
  deleteTokenOf,
  insertToken,
  listTokensOf,
} from './api-tokens.queries';
import { newTokenSecret } from './token-secret';

const MAX_TOKENS_PER_PERSON = 20;

const summaryOf = (row: ApiTokenRow): ApiTokenSummary => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listApiTokens(deps: Deps, actor: Actor): Promise<ApiTokenList> {
  const rows = await listTokensOf(deps.db, actor.userId);
  return { tokens: rows.map(summaryOf) };
}

/** The secret is in this answer only: the database keeps its hash (product-rules.md#open-api). */
export async function createApiToken(
  deps: Deps,
  actor: Actor,
  input: CreateApiTokenInput,
): Promise<CreatedApiToken> {
  if ((await countTokensOf(deps.db, actor.userId)) >= MAX_TOKENS_PER_PERSON) {
    throw conflict(apiTokenMessages.tooMany);
  }
  const secret = newTokenSecret();
  const row = await insertToken(deps.db, {
    userId: actor.userId,
    name: input.name,
    scope: input.scope,
    tokenHash: hashSecretToken(secret),
    createdAt: deps.clock.now(),
  });
  return { token: summaryOf(row), secret };
}

/** Someone else's token answers as a missing one. */
export async function revokeApiToken(deps: Deps, actor: Actor, id: string): Promise<void> {
  if (!(await deleteTokenOf(deps.db, actor.userId, id))) throw notFound(apiTokenMessages.notFound);
}
