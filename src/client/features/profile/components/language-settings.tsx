import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Paper, Text, Title } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES } from '#shared/i18n/locales';
import { activateLocale, type ShownLocale } from '#client/i18n/i18n';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useUpdateProfile } from '../api/update-profile';

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * The 'Language' section of /settings (decision 079): the screens switch at once, without a reload, and the choice is
 * kept on the profile, so e-mails, pushes and notifications others' actions send come in it too. If the server
 * refuses, the screens go back to the language before, with its reason.
 */
export function LanguageSettings() {
  const { t, i18n } = useLingui();
  const updateProfile = useUpdateProfile();

  const choose = async (locale: string) => {
    if (!isLocale(locale)) return;
    const before = i18n.locale as ShownLocale;
    try {
      // the language's catalogue first (offline it may be out of reach), then the profile
      await activateLocale(locale);
      await updateProfile.mutateAsync({ locale });
    } catch (error) {
      await activateLocale(before);
      showToast({
        kind: 'error',
        title: t`Could not change the language`,
        message: messageOf(error, t`Please try again.`),
      });
    }
  };

  return (
    <section aria-labelledby="language-heading">
      <Title order={2} fz="xl" id="language-heading" mb="md">
        <Trans>Language</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" id="language-description" style={{ flex: '1 1 16rem' }}>
            <Trans>Your screens, e-mails and notifications in this language.</Trans>
          </Text>
          <NativeSelect
            aria-label={t`Language`}
            aria-describedby="language-description"
            data={LANGUAGE_OPTIONS}
            value={isLocale(i18n.locale) ? i18n.locale : undefined}
            onChange={(event) => void choose(event.currentTarget.value)}
            disabled={updateProfile.isPending}
            style={{ flex: '0 1 14rem' }}
          />
        </Group>
      </Paper>
    </section>
  );
}
