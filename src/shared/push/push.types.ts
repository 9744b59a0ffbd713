import { z } from 'zod';
import { localTime, PUSH_KINDS, type PushKind } from './push.schemas';

// The JSON src/server/features/push answers with (decision 059: the OpenAPI document is generated from these).

const pushKindSwitches = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<
  PushKind,
  z.ZodBoolean
>;

/** GET/PATCH /api/me/push-settings */
export const pushSettingsAnswer = z.object({
  ...pushKindSwitches,
  /** 'HH:mm' in the person's own timezone, or null for none */
  quietStart: localTime,
  quietEnd: localTime,
  /** whether this person has push on any device (the settings screen shows it) */
  hasSubscription: z.boolean(),
});
export type PushSettings = z.infer<typeof pushSettingsAnswer>;

/**
 * GET /api/push/public-key: the application server key, base64url as PushManager.subscribe takes it
 * (a pattern rather than z.base64url(), whose format 'base64url' no JSON Schema validator knows).
 */
export const pushPublicKeyAnswer = z.object({ publicKey: z.string().regex(/^[A-Za-z0-9_-]+$/) });
export type PushPublicKey = z.infer<typeof pushPublicKeyAnswer>;
