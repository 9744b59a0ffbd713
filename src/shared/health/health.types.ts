import { z } from 'zod';

// The JSON src/server/features/health answers with (decision 059: the OpenAPI document is generated from these).

/** GET /api/health, 200: the database answers. */
export const healthAnswer = z.object({ status: z.literal('ok') });

/** GET /api/health, 503: the database does not answer, so a load balancer takes this process out. */
export const healthUnavailableAnswer = z.object({ status: z.literal('unavailable') });

export type Health = z.infer<typeof healthAnswer> | z.infer<typeof healthUnavailableAnswer>;
