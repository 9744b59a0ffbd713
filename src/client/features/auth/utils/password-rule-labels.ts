import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The five rules of product-rules.md#password-rules as a checklist says them, in the order of `passwordRules`
 * (#shared/auth/auth.schemas): 'Password must contain at least one number' → 'One number'.
 */
export const PASSWORD_RULE_LABELS: readonly MessageDescriptor[] = [
  msg`At least 8 characters long`,
  msg`One lowercase letter`,
  msg`One uppercase letter`,
  msg`One number`,
  msg`One special character`,
];
