import { useLingui } from '@lingui/react/macro';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SIGN_UP_MODES, type SignUpMode } from '#shared/instance/sign-up-modes';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useChangeSignUpMode } from '../api/change-sign-up-mode';

/** How people join: a tap changes it at once (optimistic), and a failure puts the previous mode back. */
export function SignUpModeSelector({ mode }: { mode: SignUpMode }) {
  const { t } = useLingui();
  const change = useChangeSignUpMode();
  // the tapped mode is drawn in the same event, before the cache's optimistic update (which waits for a cancel);
  // once the change settles, the mode shown is the stored one again
  const [tapped, setTapped] = useState<SignUpMode | null>(null);
  const choices: Record<SignUpMode, { label: string; description: string }> = {
    open: { label: t`Open`, description: t`Anyone can sign up.` },
    'invite-only': {
      label: t`Invite-only`,
      description: t`Only people with an invitation to their e-mail address or an invite link can sign up.`,
    },
    approval: {
      label: t`Approval`,
      description: t`Anyone can sign up, and a site administrator approves each new account before it can sign in.`,
    },
  };
  return (
    <Radio.Group
      value={tapped ?? mode}
      label={t`Sign-up mode`}
      description={t`Accounts that exist already are not affected.`}
      onChange={(value) => {
        setTapped(value as SignUpMode);
        change.mutate(
          { mode: value as SignUpMode, previous: mode },
          {
            onSuccess: () => showToast({ kind: 'success', message: t`Sign-up mode saved.` }),
            onError: (error) =>
              showToast({ kind: 'error', message: messageOf(error, t`Failed to save the sign-up mode.`) }),
            onSettled: () => setTapped(null),
          },
        );
      }}
    >
      <Stack gap="sm" mt="sm">
        {SIGN_UP_MODES.map((value) => (
          <Radio.Card key={value} value={value} radius="md" p="md" mih={44}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{choices[value].label}</Text>
                <Text size="sm">{choices[value].description}</Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
