import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconInbox, IconServer, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths';

/** The administration pages a person may open (each page still asks the server, which decides). */
export type AdministrationPage = 'submitted-feedback' | 'moderation' | 'instance';

const LINKS: Record<AdministrationPage, { to: string; icon: ReactNode; label: ReactNode }> = {
  'submitted-feedback': {
    to: paths.submittedFeedback(),
    icon: <IconInbox size={18} aria-hidden />,
    label: <Trans>Submitted Feedback</Trans>,
  },
  moderation: {
    to: paths.moderation(),
    icon: <IconShieldCheck size={18} aria-hidden />,
    label: <Trans>Moderation</Trans>,
  },
  instance: {
    to: paths.instance(),
    icon: <IconServer size={18} aria-hidden />,
    label: <Trans>Instance</Trans>,
  },
};

/**
 * Settings → Administration: the way to the administration pages the person may open (site administrators all three,
 * a group's moderators Moderation), in one place rather than on the forum's header.
 */
export function AdministrationSection({ pages }: { pages: AdministrationPage[] }) {
  return (
    <section aria-labelledby="administration-heading">
      <Title order={2} fz="xl" id="administration-heading" mb="md">
        <Trans>Administration</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Text size="sm" mb="md">
          <Trans>Pages for running HabitSprint that only you and the other people in charge can open.</Trans>
        </Text>
        <Group gap="sm">
          {pages.map((page) => (
            <Button
              key={page}
              component={Link}
              to={LINKS[page].to}
              variant="default"
              mih={44}
              leftSection={LINKS[page].icon}
            >
              {LINKS[page].label}
            </Button>
          ))}
        </Group>
      </Paper>
    </section>
  );
}
