import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { INVALID_SUBSCRIPTION_MESSAGE } from '#shared/push/push-messages';
import { translated } from '#shared/i18n/translatable';
import { showToast } from '#client/lib/toast';
import { useAfterCheckIn } from '#client/hooks/use-after-check-in';
import { useOfferPosition } from '#client/hooks/use-offer-position';
import { useDevicePush } from '../hooks/use-device-push';

// remembered per device: once answered (either way), never asked again here; Settings stays open
const PROMPT_ANSWERED_KEY = 'habitsprint.push-prompt-answered';

const wasAnswered = () => {
  try {
    return localStorage.getItem(PROMPT_ANSWERED_KEY) !== null;
  } catch {
    return true; // storage blocked: better never to ask than to ask every time
  }
};
const rememberAnswer = (answer: 'on' | 'not-now') => {
  try {
    localStorage.setItem(PROMPT_ANSWERED_KEY, answer);
  } catch {
    // storage blocked: nothing to remember with
  }
};

/**
 * The one-time offer of push (issue 12): right after a check-in, when the reminder's value is plain, never on page
 * load; only where push works, is not on yet and the browser has not been told no.
 */
export function PushPrompt({ onOpenedChange }: { onOpenedChange?: (isOpen: boolean) => void }) {
  const { t, i18n } = useLingui();
  const device = useDevicePush();
  const [isAnswered, setIsAnswered] = useState(wasAnswered);
  const canOffer = !isAnswered && device.state === 'off' && Notification.permission === 'default';
  const hasCheckedIn = useAfterCheckIn(canOffer);
  const isOpen = canOffer && hasCheckedIn;
  const position = useOfferPosition();
  // the layout holds other offers back while this one is open (one question at a time)
  useEffect(() => onOpenedChange?.(isOpen), [isOpen, onOpenedChange]);

  const answer = async (turnOn: boolean) => {
    rememberAnswer(turnOn ? 'on' : 'not-now');
    setIsAnswered(true);
    if (!turnOn) return;
    const outcome = await device.enable();
    if (outcome === 'on')
      showToast({ kind: 'success', message: t`Push notifications are on for this device.` });
    else if (outcome === 'refused')
      showToast({ kind: 'error', message: translated(i18n, INVALID_SUBSCRIPTION_MESSAGE) });
    else if (outcome === 'failed')
      showToast({ kind: 'error', message: t`Failed to turn on push notifications. Please try again.` });
  };

  return (
    <Dialog
      opened={isOpen}
      // 'Not now' is the way out: Mantine's close button here has no accessible name
      withCloseButton={false}
      size="lg"
      radius="md"
      // away from the toasts of the check-in it follows, which covered its first line on a phone
      position={position}
      role="dialog"
      aria-labelledby="push-prompt-title"
    >
      <Text fw={600} id="push-prompt-title" mb={4}>
        <Trans>Get your reminders on this device?</Trans>
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>
          We’ll send your check-in reminder and challenge news here, even when HabitSprint is closed. You can
          change this any time in Settings.
        </Trans>
      </Text>
      <Group gap="sm">
        <Button onClick={() => void answer(true)} loading={device.isBusy}>
          <Trans>Turn on</Trans>
        </Button>
        <Button variant="default" onClick={() => void answer(false)}>
          <Trans>Not now</Trans>
        </Button>
      </Group>
    </Dialog>
  );
}
