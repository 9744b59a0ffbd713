import { z } from 'zod';

// The JSON src/server/features/waitlist answers with (decision 059: the OpenAPI document is generated from these).

/** POST /api/waitlist: the feature joined; joining again answers the same. */
export const joinWaitlistResultAnswer = z.object({
  feature: z.string(),
  joined: z.literal(true),
});
export type JoinWaitlistResult = z.infer<typeof joinWaitlistResultAnswer>;
