import { Button, Code, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusScreen } from '#client/components/status-screen';

/** What went wrong, in one line: the message only, never a stack. */
function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return [error.status, detail].filter(Boolean).join(' ');
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}

/** The router's error element (product-rules.md#errors): replaces the whole page when a screen fails. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <StatusScreen
      icon={<IconAlertTriangle size={34} aria-hidden />}
      color="red"
      title="Unexpected Application Error!"
    >
      <Code block maw="100%" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {describeError(error)}
      </Code>
      <Text>Reloading the page often helps. If it keeps happening, go back to the home page.</Text>
      <Group justify="center">
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          Reload page
        </Button>
        {/* a full page load, so nothing of the failed state survives */}
        <Button component="a" href="/" variant="default" leftSection={<IconHome size={18} aria-hidden />}>
          Go to home page
        </Button>
      </Group>
    </StatusScreen>
  );
}
