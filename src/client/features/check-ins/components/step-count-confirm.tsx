import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CONFIRM_STEP_COUNT_MESSAGE } from '#shared/check-ins/check-in-limits';
import { translated } from '#shared/i18n/translatable';

/**
 * The confirm step of a step count above the plausible bound (product-rules.md#plausible-step-counts): the question,
 * 'Confirm and save' and 'Change steps'. The count is saved only on the person's word (decision 040).
 */
export function StepCountConfirm({
  stepCount,
  isSaving,
  onConfirm,
  onChange,
}: {
  stepCount: number;
  isSaving: boolean;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={translated(i18n, CONFIRM_STEP_COUNT_MESSAGE)}
      role="alert"
      // the text colour on the light yellow, in either scheme: yellow on yellow would not keep 4.5:1
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {t`You entered ${plural(stepCount, { one: '# steps', other: '# steps' })}.`}
      <Group gap="sm" mt="sm" justify="flex-end">
        <Button variant="default" onClick={onChange} disabled={isSaving}>
          <Trans>Change steps</Trans>
        </Button>
        <Button onClick={onConfirm} loading={isSaving}>
          <Trans>Confirm and save</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
