import { Container, Stack, Text, Title } from '@mantine/core';
import { YourDataSection } from '#client/features/account-export/components/your-data-section';
import { DeleteAccountSection } from '#client/features/account-deletion/components/delete-account-section';
import { SignInSecuritySection } from '#client/features/account/components/sign-in-security-section';
import { CalendarFeedSection } from '#client/features/calendar-feed/components/calendar-feed-section';
import { ApiTokensSection } from '#client/features/api-tokens/components/api-tokens-section';

/**
 * /settings: the person's account — how they sign in and where they are signed in, their data to take with them or
 * subscribe to, their access tokens, and the end of their account (issue 15). Each section is its feature's own
 * component; this page only orders them.
 */
export default function AccountSettingsPage() {
  return (
    <Container size="md" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="xs">
        Account Settings
      </Title>
      <Text c="dimmed" mb="lg">
        Your sign-in, your devices and your data.
      </Text>
      <Stack gap="xl">
        {/* sections, in this order: sign-in and security · calendar feed · apps and API · your data · delete account */}
        <SignInSecuritySection />
        <CalendarFeedSection />
        <ApiTokensSection />
        <YourDataSection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
