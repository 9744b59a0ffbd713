import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { YourDataSection } from '#client/features/account-export/components/your-data-section';
import { DeleteAccountSection } from '#client/features/account-deletion/components/delete-account-section';
import { SignInSecuritySection } from '#client/features/account/components/sign-in-security-section';
import { TwoStepVerification } from '#client/features/two-factor/components/two-step-verification';
import { CalendarFeedSection } from '#client/features/calendar-feed/components/calendar-feed-section';
import { ApiTokensSection } from '#client/features/api-tokens/components/api-tokens-section';
import { BlockedPeopleSection } from '#client/features/blocks/components/blocked-people-section';
import { CheckInLinksSection } from '#client/features/check-in-links/components/check-in-links-section';
import { LanguageSettings } from '#client/features/profile/components/language-settings';
import { ProfileSettings } from '#client/features/profile/components/profile-settings';
import { PushSettingsSection } from '#client/features/push/components/push-settings-section';
import { AppearanceSection } from '#client/features/shell/components/appearance-section';
import { SettingsSectionsNav } from '#client/features/settings/components/settings-sections-nav';
import { SignOutSection } from '#client/features/shell/components/sign-out-section';
import {
  AdministrationSection,
  type AdministrationPage,
} from '#client/features/administration/components/administration-section';
import { useModerationAccess } from '#client/features/moderation/api/moderation-queries';
import { useProfile } from '#client/features/profile/api/get-profile';

// the sections in their order on the screen, by the id of each one's heading
const SECTIONS = [
  { headingId: 'profile-heading', label: msg`Profile` },
  { headingId: 'language-heading', label: msg`Language` },
  { headingId: 'push-heading', label: msg`Push` },
  { headingId: 'appearance-heading', label: msg`Appearance` },
  { headingId: 'security-heading', label: msg`Sign-in and security` },
  { headingId: 'calendar-feed-heading', label: msg`Calendar feed` },
  { headingId: 'apps-and-api-heading', label: msg`Apps and API` },
  { headingId: 'check-in-links-heading', label: msg`Check-in links` },
  { headingId: 'blocked-people-heading', label: msg`Blocked people` },
  { headingId: 'your-data-heading', label: msg`Your data` },
  // only for site administrators and group moderators
  { headingId: 'administration-heading', label: msg`Administration` },
  { headingId: 'sign-out-heading', label: msg`Sign out` },
  { headingId: 'delete-account-heading', label: msg`Delete account` },
];

/**
 * Which administration pages Settings offers: all three to a site administrator (a confirmed ADMIN_EMAILS address,
 * as the profile says), Moderation alone to a group's admins and moderators (the moderation queue's own access
 * answer, decision 085), none to anyone else — who never sees the section.
 */
function useAdministrationPages(): AdministrationPage[] {
  const profile = useProfile().data;
  const siteAdmin = profile?.admin === 'active';
  // asked only once the profile says the person is no site administrator
  const access = useModerationAccess(profile !== undefined && !siteAdmin);
  if (siteAdmin) return ['submitted-feedback', 'moderation', 'instance'];
  return access.data && access.data.groups.length > 0 ? ['moderation'] : [];
}

/**
 * /settings: everything a person sets, in one place (decision 060) — their profile and reminders, their language,
 * push on this device, the colours, how and where they are signed in, their calendar feed, access tokens, the people
 * they blocked and data, the administration pages of those in charge, signing out and the end of their account.
 * Each section is its feature's own component; this page only orders them.
 */
export default function SettingsPage() {
  const administration = useAdministrationPages();
  const sections =
    administration.length > 0
      ? SECTIONS
      : SECTIONS.filter((section) => section.headingId !== 'administration-heading');
  return (
    <Container size="md" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="xs">
        <Trans>Settings</Trans>
      </Title>
      <Text c="dimmed" mb="md">
        <Trans>Your profile, language, reminders, sign-in, devices and data.</Trans>
      </Text>
      <SettingsSectionsNav sections={sections} />
      <Stack gap="xl" mt="xl">
        <ProfileSettings />
        <LanguageSettings />
        <PushSettingsSection />
        <AppearanceSection />
        <SignInSecuritySection twoStepVerification={(isOn) => <TwoStepVerification isOn={isOn} />} />
        <CalendarFeedSection />
        <ApiTokensSection />
        <CheckInLinksSection />
        <BlockedPeopleSection />
        <YourDataSection />
        {administration.length > 0 ? <AdministrationSection pages={administration} /> : null}
        <SignOutSection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
