// The words of the scheduler's notifications. The spec gave none, so they are ours
// (product-rules.md#reminders-and-final-results); the reminder's templates go to SQL as parameters with {title} / {n}
// filled in there.

export const reminderTexts = {
  title: 'Time to check in',
  /** one challenge still waits for today's check-in */
  oneChallenge: 'You haven\'t checked in today for "{title}".',
  /** several do */
  manyChallenges: "You haven't checked in today for {n} challenges.",
};

export const resultTexts = {
  title: (challengeTitle: string) => `Final results: ${challengeTitle}`,
  ranked: (challengeTitle: string, position: number, total: number) =>
    `You finished #${position} of ${total} in "${challengeTitle}".`,
  /** a participant without a single check-in has no row on the board, so no rank */
  unranked: (challengeTitle: string) =>
    `"${challengeTitle}" has ended. You had no check-ins, so you have no final rank.`,
};
