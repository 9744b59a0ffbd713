import { Button, Group, Text } from '@mantine/core';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** A toast's message with one action beside it (e.g. 'Undo'); the message stays the spec's words. */
export function ToastActionMessage({ message, action }: { message: string; action: ToastAction }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" flex={1}>
        {message}
      </Text>
      {/* the message wraps on a phone; the action keeps its whole label */}
      <Button size="sm" variant="light" flex="none" onClick={action.onClick}>
        {action.label}
      </Button>
    </Group>
  );
}
