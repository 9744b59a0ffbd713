import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { passwordRules } from '#shared/auth/auth.schemas';

// 'Password must contain at least one number' → 'One number': the spec's rules, shortened for a checklist.
const shortLabel = (message: string) => {
  const rest = message.replace(/^Password must (contain at least |be )/, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
};

/** The five password rules of product-rules.md#password-rules, each ticked as soon as the typed password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <List id={id} size="sm" spacing={4} center aria-label="Password requirements">
      {passwordRules.map((rule) => {
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
            {shortLabel(rule.message)}
            <VisuallyHidden>{isMet ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
