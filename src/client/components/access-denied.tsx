import { Trans } from '@lingui/react/macro';
import { Button, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The screen of a page the person may not see (403): why, and the way back. */
export function AccessDenied({
  reason,
  backTo,
  backLabel,
}: {
  reason: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} fz={26}>
        <Trans>Access Denied</Trans>
      </Title>
      <Text mt="sm">{reason}</Text>
      <Button component={Link} to={backTo} variant="default" mt="lg">
        {backLabel}
      </Button>
    </Container>
  );
}
