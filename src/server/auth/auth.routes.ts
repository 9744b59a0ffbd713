import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env';
import { authEndpoint } from './auth-endpoint';
import { clientIpForBetterAuth } from './client-ip';
import { resetRequestLimit } from './reset-request-limit';
import { refuseBearerToken } from './token-actor';

/**
 * /api/auth/*: better-auth's endpoints (sign-up, sign-in, sign-out, reset), answered by one catch-all, so its guards
 * cover the whole prefix, which no other router shares. An access token may never use them (decision 049).
 */
export const authRoutes = new Hono<AppEnv>()
  .use(refuseBearerToken)
  .use(clientIpForBetterAuth)
  .post('/request-password-reset', resetRequestLimit)
  .on(['GET', 'POST'], '/*', authEndpoint);
