export interface StandardStanding {
  successfulDays: number;
  successRate: number;
  bestStreak: number;
}

/** Successful days descending, then success rate, then best streak (spec §9). */
export function compareStandard(a: StandardStanding, b: StandardStanding): number {
  return b.successfulDays - a.successfulDays || b.successRate - a.successRate || b.bestStreak - a.bestStreak;
}

export interface StepStanding {
  totalPercentage: number;
  averagePercentage: number;
}

/** Total points descending, then average percentage (spec §9). */
export function compareSteps(a: StepStanding, b: StepStanding): number {
  return b.totalPercentage - a.totalPercentage || b.averagePercentage - a.averagePercentage;
}

/** Sorts and numbers 1, 2, 3…; equal entries keep their input order (a stable sort). */
export function rank<T>(entries: T[], compare: (a: T, b: T) => number): (T & { position: number })[] {
  return [...entries].sort(compare).map((entry, index) => ({ ...entry, position: index + 1 }));
}
