import { useLingui } from '@lingui/react/macro';
import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { passwordRules } from '#shared/auth/auth.schemas';
import { PASSWORD_RULE_LABELS } from '../utils/password-rule-labels';

/** The five password rules of product-rules.md#password-rules, each ticked as soon as the typed password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t, i18n } = useLingui();
  return (
    <List id={id} size="sm" spacing={4} center aria-label={t`Password requirements`}>
      {passwordRules.map((rule, index) => {
        const isMet = rule.test(password);
        return (
          <List.Item
            key={rule.message}
            c={isMet ? 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))' : 'dimmed'}
            icon={
              <ThemeIcon
                color={isMet ? 'teal' : 'gray'}
                variant={isMet ? 'filled' : 'light'}
                size={18}
                radius="xl"
              >
                {isMet ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
              </ThemeIcon>
            }
          >
            {i18n._(PASSWORD_RULE_LABELS[index]!)}
            <VisuallyHidden> {isMet ? t`(met)` : t`(not met yet)`}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
