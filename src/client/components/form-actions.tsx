import { Trans } from '@lingui/react/macro';
import { Button, Group, type MantineSpacing } from '@mantine/core';

interface FormActionsProps {
  submitLabel: string;
  /** while the form is sent: Submit spins and Cancel waits */
  isPending: boolean;
  onCancel: () => void;
  mt?: MantineSpacing;
}

/** The foot of a form in a dialog or a page: Cancel, then the submit button, on the right. */
export function FormActions({ submitLabel, isPending, onCancel, mt = 'sm' }: FormActionsProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={isPending}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" loading={isPending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
