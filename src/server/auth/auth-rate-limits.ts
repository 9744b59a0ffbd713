interface Rule {
  window: number;
  max: number;
}

// Per client address (reset requests: reset-request-limit.ts). RATE_LIMIT_SCALE multiplies every max, so a test harness that signs up many people from
// one address raises the limits instead of switching them off.
const baseRules: Record<string, Rule> = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-in/social': { window: 60, max: 10 },
  '/sign-up/email': { window: 600, max: 5 },
  '/reset-password': { window: 600, max: 10 },
  '/send-verification-email': { window: 600, max: 3 },
};

export function authRateLimits(scale: number): Record<string, Rule> {
  return Object.fromEntries(
    Object.entries(baseRules).map(([path, rule]) => [
      path,
      { window: rule.window, max: Math.ceil(rule.max * scale) },
    ]),
  );
}
