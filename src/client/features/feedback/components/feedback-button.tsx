import { ActionIcon, Affix, Box, Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { FeedbackForm } from './feedback-form';

/**
 * The floating feedback button (spec §2 "Challenge detail") and its dialog. Bottom-left, clear of the toasts at
 * the bottom-right; the page keeps a strip free at its end so its last line is never under the button.
 */
export function FeedbackButton() {
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Box h={64} aria-hidden />
      {/* under the header and the small-screen navigation (z-index 100), above the page */}
      <Affix position={{ bottom: 16, left: 16 }} zIndex={90}>
        {/* a round icon on a phone, where a wider button would hide more of the page under it */}
        <ActionIcon
          hiddenFrom="sm"
          size={52}
          radius="xl"
          aria-label="Send feedback"
          aria-haspopup="dialog"
          onClick={dialog.open}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          <IconMessageCircle size={26} aria-hidden />
        </ActionIcon>
        <Button
          visibleFrom="sm"
          radius="xl"
          size="md"
          leftSection={<IconMessageCircle size={20} aria-hidden />}
          aria-label="Send feedback"
          aria-haspopup="dialog"
          onClick={dialog.open}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          Feedback
        </Button>
      </Affix>
      <Modal
        opened={isOpen}
        onClose={dialog.close}
        title="Send Feedback"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {/* mounted on each opening: a new dialog starts from the defaults; while open, a failure keeps the input */}
        <FeedbackForm onSent={dialog.close} onCancel={dialog.close} />
      </Modal>
    </>
  );
}
