// The JSON src/server/features/cheers answers with, and the cheers other answers carry (product-rules.md#cheers).

/** Who cheered one check-in, as the viewer sees it. */
export interface CheerSummary {
  /** how many people cheered it */
  count: number;
  /** the names of the newest cheerers other than the viewer (at most CHEER_NAMES_SHOWN), newest first */
  names: string[];
  /** the viewer cheered it */
  cheeredByViewer: boolean;
  /** the viewer may cheer it: they take part in its challenge and it is not their own */
  canCheer: boolean;
}

/** How many cheerers are named on a check-in ('Cheered by Ana, Ben and 3 others'). */
export const CHEER_NAMES_SHOWN = 3;

/** POST and DELETE /api/check-ins/:id/cheer: the check-in's cheers after the change. */
export interface CheerState {
  checkInId: string;
  cheers: CheerSummary;
}

/** PUT /api/challenges/:id/cheers: the viewer's cheers on everyone else's check-ins of one day, after the change. */
export interface DayCheers {
  challengeId: string;
  date: string;
  /** the other participants' check-ins that day */
  checkIns: number;
  /** of those, the ones the viewer has cheered */
  cheeredByViewer: number;
}
