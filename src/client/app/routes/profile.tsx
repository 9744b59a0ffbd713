import { Trans } from '@lingui/react/macro';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconSettings, IconUserSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLoader } from '#client/components/page-loader';
import { UserAvatar } from '#client/components/user-avatar';
import { displayName } from '#shared/domain/display-name';
import { useProfileStats } from '#client/features/profile/api/get-profile-stats';
import { AchievementList } from '#client/features/profile/components/achievement-list';
import { ProfileStatistics } from '#client/features/profile/components/profile-statistics';
import { AmountHabits } from '#client/features/profile/components/amount-habits';
import { YearHeatmap } from '#client/features/profile/components/year-heatmap';
import { useSession } from '#client/features/session/hooks/use-session';
import { paths } from '#client/lib/paths';

/**
 * /profile (product-rules.md#profile): who the person is, their statistics, their year of check-ins
 * (product-rules.md#your-year) and their achievements; what they set is on /settings, one tap away (decision 060).
 */
export default function ProfilePage() {
  const { user } = useSession();
  const stats = useProfileStats();

  return (
    <Container size="lg" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        <Trans>Your Profile</Trans>
      </Title>
      <Stack gap="xl">
        {user && (
          <Card withBorder radius="lg" padding="lg">
            <Group justify="space-between" gap="md">
              <Group gap="md" wrap="nowrap" miw={0}>
                <UserAvatar name={user.name} email={user.email} image={user.image} size={64} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} fz="lg" truncate="end">
                    {displayName(user)}
                  </Text>
                  <Text c="dimmed" size="sm" truncate="end">
                    {user.email}
                  </Text>
                </div>
              </Group>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={paths.findUsers()}
                  variant="light"
                  leftSection={<IconUserSearch size={16} aria-hidden />}
                >
                  <Trans>Find Users</Trans>
                </Button>
                <Button
                  component={Link}
                  to={paths.settings()}
                  variant="default"
                  leftSection={<IconSettings size={16} aria-hidden />}
                >
                  <Trans>Settings</Trans>
                </Button>
              </Group>
            </Group>
          </Card>
        )}

        {stats.isPending ? (
          <PageLoader />
        ) : stats.isError ? (
          <Text c="dimmed">
            <Trans>Failed to load your statistics. Please try again.</Trans>
          </Text>
        ) : (
          <>
            <section aria-labelledby="statistics-heading">
              <Title order={2} fz="xl" id="statistics-heading" mb="md">
                <Trans>Statistics</Trans>
              </Title>
              <ProfileStatistics stats={stats.data} />
            </section>
            {stats.data.amountHabits.length > 0 ? (
              <section aria-labelledby="amount-habits-heading">
                <Title order={2} fz="xl" id="amount-habits-heading" mb="md">
                  <Trans>Amount habits</Trans>
                </Title>
                <AmountHabits habits={stats.data.amountHabits} />
              </section>
            ) : null}
            <section aria-labelledby="year-heading">
              <Title order={2} fz="xl" id="year-heading" mb="md">
                <Trans>Your Year</Trans>
              </Title>
              <YearHeatmap year={stats.data.year} />
            </section>
            <section aria-labelledby="achievements-heading">
              <Title order={2} fz="xl" id="achievements-heading" mb="md">
                <Trans>Achievements</Trans>
              </Title>
              <AchievementList achievements={stats.data.achievements} />
            </section>
          </>
        )}
      </Stack>
    </Container>
  );
}
