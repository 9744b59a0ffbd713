import type { ApiTokenScope } from './api-tokens.schemas';

/** A token as the list shows it: never its secret. */
export interface ApiTokenSummary {
  id: string;
  name: string;
  scope: ApiTokenScope;
  createdAt: string;
  /** null until the token is first used; kept to the minute */
  lastUsedAt: string | null;
}

/** GET /api/tokens */
export interface ApiTokenList {
  tokens: ApiTokenSummary[];
}

/** POST /api/tokens: the one answer that carries the secret (it is not stored, only its hash). */
export interface CreatedApiToken {
  token: ApiTokenSummary;
  secret: string;
}
