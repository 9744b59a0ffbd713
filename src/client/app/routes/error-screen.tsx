import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusScreen } from '#client/components/status-screen';

/** What went wrong, in one line: the message only, never a stack. */
function describeError(error: unknown, i18n: I18n): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return [error.status, detail].filter(Boolean).join(' ');
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return i18n._(msg`Something went wrong.`);
}

/** The router's error element (product-rules.md#errors): replaces the whole page when a screen fails. */
export function ErrorScreen() {
  const { t, i18n } = useLingui();
  const error = useRouteError();
  return (
    <StatusScreen
      icon={<IconAlertTriangle size={34} aria-hidden />}
      color="red"
      title={t`Unexpected Application Error!`}
    >
      <Code block maw="100%" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {describeError(error, i18n)}
      </Code>
      <Text>
        <Trans>Reloading the page often helps. If it keeps happening, go back to the home page.</Trans>
      </Text>
      <Group justify="center">
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          <Trans>Reload page</Trans>
        </Button>
        {/* a full page load, so nothing of the failed state survives */}
        <Button component="a" href="/" variant="default" leftSection={<IconHome size={18} aria-hidden />}>
          <Trans>Go to home page</Trans>
        </Button>
      </Group>
    </StatusScreen>
  );
}
