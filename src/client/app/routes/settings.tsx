import { Container, Stack, Text, Title } from '@mantine/core';
import { YourDataSection } from '#client/features/account-export/components/your-data-section';
import { DeleteAccountSection } from '#client/features/account-deletion/components/delete-account-section';
import { SignInSecuritySection } from '#client/features/account/components/sign-in-security-section';
import { CalendarFeedSection } from '#client/features/calendar-feed/components/calendar-feed-section';
import { ApiTokensSection } from '#client/features/api-tokens/components/api-tokens-section';
import { ProfileSettings } from '#client/features/profile/components/profile-settings';
import { PushSettingsSection } from '#client/features/push/components/push-settings-section';
import { AppearanceSection } from '#client/features/shell/components/appearance-section';
import { SettingsSectionsNav } from '#client/features/settings/components/settings-sections-nav';
import { SignOutSection } from '#client/features/shell/components/sign-out-section';

// the sections in their order on the screen, by the id of each one's heading
const SECTIONS = [
  { headingId: 'profile-heading', label: 'Profile' },
  { headingId: 'push-heading', label: 'Push' },
  { headingId: 'appearance-heading', label: 'Appearance' },
  { headingId: 'security-heading', label: 'Sign-in and security' },
  { headingId: 'calendar-feed-heading', label: 'Calendar feed' },
  { headingId: 'apps-and-api-heading', label: 'Apps and API' },
  { headingId: 'your-data-heading', label: 'Your data' },
  { headingId: 'sign-out-heading', label: 'Sign out' },
  { headingId: 'delete-account-heading', label: 'Delete account' },
] as const;

/**
 * /settings: everything a person sets, in one place (decision 060) — their profile and reminders, push on this
 * device, the colours, how and where they are signed in, their calendar feed, access tokens and data, signing out
 * and the end of their account. Each section is its feature's own component; this page only orders them.
 */
export default function SettingsPage() {
  return (
    <Container size="md" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="xs">
        Settings
      </Title>
      <Text c="dimmed" mb="md">
        Your profile, reminders, sign-in, devices and data.
      </Text>
      <SettingsSectionsNav sections={SECTIONS} />
      <Stack gap="xl" mt="xl">
        <ProfileSettings />
        <PushSettingsSection />
        <AppearanceSection />
        <SignInSecuritySection />
        <CalendarFeedSection />
        <ApiTokensSection />
        <YourDataSection />
        <SignOutSection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
