import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Group, List, Text } from '@mantine/core';
import { IconShare2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useAfterCheckIn } from '#client/hooks/use-after-check-in';
import { useOfferPosition } from '#client/hooks/use-offer-position';
import { useInstallOffer } from '../hooks/use-install-offer';
import { rememberInstallAnswer, wasInstallAnswered } from '../lib/install-answer';
import { promptToInstall } from '../lib/install-prompt-event';

/**
 * The one-time invitation to install HabitSprint (issue 24): right after a check-in, never on page load, like the
 * push prompt and after it (isHeldBack while it is open: one question at a time); only where the browser can install
 * it and it is not installed yet; answered once per device.
 */
export function InstallInvitation({ isHeldBack = false }: { isHeldBack?: boolean }) {
  const { t } = useLingui();
  const offer = useInstallOffer();
  const [isAnswered, setIsAnswered] = useState(wasInstallAnswered);
  const hasCheckedIn = useAfterCheckIn(!isAnswered && offer !== null);
  const position = useOfferPosition();
  const shareIconName = t`(the square with an arrow)`;

  const answer = async (install: boolean) => {
    rememberInstallAnswer(install ? 'install' : 'not-now');
    setIsAnswered(true);
    if (install) await promptToInstall();
  };

  return (
    <Dialog
      opened={!isAnswered && offer !== null && hasCheckedIn && !isHeldBack}
      withCloseButton={false}
      size="lg"
      radius="md"
      position={position}
      role="dialog"
      aria-labelledby="install-invitation-title"
    >
      <Text fw={600} id="install-invitation-title" mb={4}>
        <Trans>Add HabitSprint to your home screen?</Trans>
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Open it like an app, with tomorrow’s check-in one tap away.</Trans>
      </Text>
      {offer === 'ios-steps' ? (
        <>
          <List type="ordered" size="sm" spacing={4} mb="sm">
            <List.Item>
              <Trans>
                Tap Share <IconShare2 size={14} aria-label={shareIconName} /> in Safari’s toolbar.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Choose “Add to Home Screen”.</Trans>
            </List.Item>
            <List.Item>
              <Trans>Tap “Add”.</Trans>
            </List.Item>
          </List>
          <Button variant="default" onClick={() => void answer(false)}>
            <Trans>Got it</Trans>
          </Button>
        </>
      ) : (
        <Group gap="sm">
          <Button onClick={() => void answer(true)}>
            <Trans>Install</Trans>
          </Button>
          <Button variant="default" onClick={() => void answer(false)}>
            <Trans>Not now</Trans>
          </Button>
        </Group>
      )}
    </Dialog>
  );
}
