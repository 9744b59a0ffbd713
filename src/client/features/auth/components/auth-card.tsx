import { Trans } from '@lingui/react/macro';
import { Box, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconFlame } from '@tabler/icons-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The auth screen's frame: a centered card on a soft background, with the way back to the landing page. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box
      component="main"
      mih="100dvh"
      px="md"
      py={{ base: 'md', sm: 'xl' }}
      bg="light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-8))"
    >
      <Center>
        <Stack w="100%" maw={440} gap="sm">
          <Box>
            <Button
              component={Link}
              to={paths.landing()}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              px="xs"
            >
              <Trans>Back to Home</Trans>
            </Button>
          </Box>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="lg">
              <Stack gap={6} align="center" ta="center">
                <ThemeIcon
                  size={48}
                  radius="xl"
                  variant="gradient"
                  gradient={{ from: 'blue', to: 'teal', deg: 135 }}
                  aria-hidden
                >
                  <IconFlame size={28} />
                </ThemeIcon>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {subtitle && (
                  <Text size="sm" c="dimmed">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
