import { z } from 'zod';
import { SIGN_UP_MODES } from '#shared/instance/sign-up-modes';

// The JSON src/server/features/app-config answers with (decision 059: the OpenAPI document is generated from these).

/** GET /api/config: the public settings the web client needs at run time. */
export const appConfigAnswer = z.object({
  /** the landing page's demo video, embedded only when clicked (DEMO_VIDEO_URL) */
  demoVideoUrl: z.url(),
  /** new accounts must confirm their e-mail before signing in (REQUIRE_EMAIL_VERIFICATION) */
  requireEmailVerification: z.boolean(),
  /** how people join (product-rules.md#sign-up-modes): the sign-up screen says so up front */
  signUpMode: z.enum(SIGN_UP_MODES),
  /** single sign-on with the configured OpenID Connect provider (OIDC_*), by its name on the button; null when off */
  singleSignOn: z.object({ name: z.string() }).nullable(),
});
export type AppConfig = z.infer<typeof appConfigAnswer>;
