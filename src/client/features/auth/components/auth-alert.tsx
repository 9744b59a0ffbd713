import { useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

/**
 * A message that stays on the auth screen until the next attempt: a failure, or the request to confirm the
 * e-mail. Shown here instead of in a toast, which would vanish after 4 s while the person fixes the form.
 */
export interface AuthNotice {
  kind: 'error' | 'success' | 'info';
  message: string;
  reasons?: string[];
}

const looks = {
  error: { color: 'red', Icon: IconAlertCircle },
  success: { color: 'teal', Icon: IconCircleCheck },
  info: { color: 'blue', Icon: IconInfoCircle },
} as const;

export function AuthAlert({ notice, onClose }: { notice: AuthNotice; onClose: () => void }) {
  const { t } = useLingui();
  const { color, Icon } = looks[notice.kind];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon aria-hidden />}
      withCloseButton
      closeButtonLabel={t`Dismiss message`}
      onClose={onClose}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      {notice.message}
      {notice.reasons && (
        <List size="sm" mt="xs" spacing={2}>
          {notice.reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
