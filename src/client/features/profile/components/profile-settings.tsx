import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Paper, Text, Title } from '@mantine/core';
import { PageLoader } from '#client/components/page-loader';
import { useProfile } from '../api/get-profile';
import { AvatarSettings } from './avatar-settings';
import { ProfileSettingsForm } from './profile-settings-form';

/** The 'Profile' section of /settings (decision 060): photo, display name, timezone and daily reminders. */
export function ProfileSettings() {
  const { t } = useLingui();
  const profile = useProfile();
  return (
    <section aria-labelledby="profile-heading">
      <Title order={2} fz="xl" id="profile-heading" mb="md">
        <Trans>Profile</Trans>
      </Title>
      {profile.isPending ? (
        <PageLoader label={t`Loading your settings...`} />
      ) : profile.isError ? (
        <Text c="dimmed">
          <Trans>Failed to load your settings. Please try again.</Trans>
        </Text>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <AvatarSettings profile={profile.data} />
          <Divider my="lg" />
          {/* the form starts from the saved settings once; a background refetch never overwrites typing */}
          <ProfileSettingsForm profile={profile.data} />
        </Paper>
      )}
    </section>
  );
}
