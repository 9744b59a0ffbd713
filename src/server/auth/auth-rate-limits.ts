interface Rule {
  window: number;
  max: number;
}

// Per client address (reset requests: reset-request-limit.ts). RATE_LIMIT_SCALE multiplies every max, so a test harness that signs up many people from
// one address raises the limits instead of switching them off.
const baseRules: Record<string, Rule> = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-in/passkey': { window: 60, max: 10 },
  // each answer keeps a challenge row for five minutes: a visitor may not fill the table
  '/passkey/sign-in-options': { window: 60, max: 20 },
  '/sign-in/social': { window: 60, max: 10 },
  '/sign-up/email': { window: 600, max: 5 },
  '/reset-password': { window: 600, max: 10 },
  '/send-verification-email': { window: 600, max: 3 },
  // two-step verification (decision 088): the code step as sign-in's; better-auth also ends a sign-in's challenge
  // after 5 wrong codes and locks the account's codes for 15 minutes after 10 in a row, whatever the address
  '/two-factor/verify-totp': { window: 60, max: 10 },
  '/two-factor/verify-backup-code': { window: 60, max: 10 },
  // the Settings steps that check the password: guessing it there is as slow as at sign-in
  '/two-factor/enable': { window: 600, max: 10 },
  '/two-factor/disable': { window: 600, max: 10 },
  '/two-factor/generate-backup-codes': { window: 600, max: 10 },
};

export function authRateLimits(scale: number): Record<string, Rule> {
  return Object.fromEntries(
    Object.entries(baseRules).map(([path, rule]) => [
      path,
      { window: rule.window, max: Math.ceil(rule.max * scale) },
    ]),
  );
}
