import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The leaderboards API's refusal (an unknown challenge is the challenges' notFound).
export const leaderboardMessages = {
  joinToSee: translatable(msg`You must join this challenge to see its leaderboard.`),
} as const;
