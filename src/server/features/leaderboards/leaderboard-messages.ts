// The leaderboards API's refusal (an unknown challenge is the challenges' notFound).
export const leaderboardMessages = {
  joinToSee: 'You must join this challenge to see its leaderboard.',
} as const;
