import { msg } from '@lingui/core/macro';

// The texts a person reads after joining a challenge, by hand or automatically after signing in
// (product-rules.md#messages).

export const AUTO_JOINED_CHALLENGE_MESSAGE = msg`Welcome! You've been automatically added to the challenge.`;
export const AUTO_JOIN_CHALLENGE_FAILED_MESSAGE = msg`Welcome! Unfortunately, we couldn't automatically add you to the challenge. You can try joining again.`;
/** after signing in from the join link of a challenge the person is already in (issue 24; not a spec text) */
export const ALREADY_IN_CHALLENGE_MESSAGE = msg`Welcome back! You're already in this challenge.`;

/** after joining a challenge by hand, on its page or its share link's page */
export const JOINED_CHALLENGE_MESSAGE = msg`Successfully joined the challenge!`;
// What a challenge's screens say when it cannot be shown: gone (or never there), or not loaded.
export const CHALLENGE_NOT_FOUND_MESSAGE = msg`Challenge not found`;
export const CHALLENGE_LOAD_FAILED_MESSAGE = msg`Failed to load challenge`;
