import { z } from 'zod';
import { calendarDateAnswer, idAnswer } from '#shared/domain/answer-fields';

// The JSON src/server/features/cheers answers with, and the cheers other answers carry (product-rules.md#cheers).

/** Who cheered one check-in, as the viewer sees it. */
export const cheerSummaryAnswer = z.object({
  /** how many people cheered it */
  count: z.number().int(),
  /** the names of the newest cheerers other than the viewer (at most CHEER_NAMES_SHOWN, cheer-names.ts), newest first */
  names: z.array(z.string()),
  /** the viewer cheered it */
  cheeredByViewer: z.boolean(),
  /** the viewer may cheer it: they take part in its challenge and it is not their own */
  canCheer: z.boolean(),
});
export type CheerSummary = z.infer<typeof cheerSummaryAnswer>;

/** POST and DELETE /api/check-ins/:id/cheer: the check-in's cheers after the change. */
export const cheerStateAnswer = z.object({
  checkInId: idAnswer(),
  cheers: cheerSummaryAnswer,
});
export type CheerState = z.infer<typeof cheerStateAnswer>;

/** PUT /api/challenges/:id/cheers: the viewer's cheers on everyone else's check-ins of one day, after the change. */
export const dayCheersAnswer = z.object({
  challengeId: idAnswer(),
  date: calendarDateAnswer(),
  /** the other participants' check-ins that day */
  checkIns: z.number().int(),
  /** of those, the ones the viewer has cheered */
  cheeredByViewer: z.number().int(),
});
export type DayCheers = z.infer<typeof dayCheersAnswer>;
