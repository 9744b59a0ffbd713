import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { passwordRules } from '#shared/auth/auth.schemas';
import { PASSWORD_RULE_LABELS } from './password-rule-labels';

describe('PASSWORD_RULE_LABELS', () => {
  it("shortens each rule of the specification, in the rules' order", () => {
    const shortened = passwordRules.map(({ message }) => {
      const rest = message.replace(/^Password must (contain at least |be )/, '');
      return rest.charAt(0).toUpperCase() + rest.slice(1);
    });
    expect(PASSWORD_RULE_LABELS.map((label) => i18n._(label))).toEqual(shortened);
  });
});
