import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localSchemaResolver } from '#client/i18n/local-schema-resolver';
import { useMemo } from 'react';
import { profileSettingsSchema } from '#shared/profile/profile.schemas';
import type { Profile } from '#shared/profile/profile.types';
import { ApiError, messageOf } from '#client/lib/api-client';
import { focusFirstError } from '#client/lib/focus-first-error';
import { showToast } from '#client/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import {
  type ProfileFormValues,
  toProfileFormValues,
  toProfileSettingsInput,
} from '../utils/profile-form-values';
import { reminderHourOptions } from '../utils/reminder-hours';
import { timeZoneOptions } from '../utils/time-zone-options';

const validateSettings = localSchemaResolver(profileSettingsSchema);

/** Display name, timezone and the daily reminder (also by e-mail), validated by the same schema as PATCH /api/me. */
export function ProfileSettingsForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    initialValues: toProfileFormValues(profile),
    validate: (values) => validateSettings(toProfileSettingsInput(values)),
  });
  const zones = useMemo(() => timeZoneOptions(form.values.timezone), [form.values.timezone]);
  // the hours as the shown language writes them ('8:00 PM', '20:00')
  const reminderHours = reminderHourOptions();

  const submit = form.onSubmit(async (values) => {
    let saved: Profile;
    try {
      saved = await updateProfile.mutateAsync(toProfileSettingsInput(values));
    } catch (error) {
      // what was typed stays; fields the server refused show its messages under them
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      showToast({
        kind: 'error',
        title: t`Failed to update profile`,
        message: messageOf(error, t`Please try again.`),
      });
      return;
    }
    form.setValues(toProfileFormValues(saved));
    form.resetDirty(toProfileFormValues(saved));
    showToast({ kind: 'success', message: t`Profile updated successfully!` });
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label={t`Profile settings`}>
      <Stack gap="md">
        <TextInput label={t`Display name`} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
        <Select
          label={t`Timezone`}
          description={t`Your days and reminders follow this timezone. Signing in from a browser in another timezone updates it.`}
          data={zones}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t`No matching timezone`}
          maxDropdownHeight={280}
          {...form.getInputProps('timezone')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Switch
            label={t`Daily reminders`}
            description={t`A notification to check in, on days you have not yet.`}
            mt={{ sm: 'md' }}
            {...form.getInputProps('remindersEnabled', { type: 'checkbox' })}
          />
          <Select
            label={t`Reminder time`}
            data={reminderHours}
            allowDeselect={false}
            disabled={!form.values.remindersEnabled}
            maxDropdownHeight={280}
            {...form.getInputProps('reminderHour')}
          />
        </SimpleGrid>
        <Switch
          label={t`E-mail me the evening reminder`}
          description={t`Also by e-mail, while push notifications are not on for any of your devices.`}
          disabled={!form.values.remindersEnabled}
          {...form.getInputProps('reminderEmailEnabled', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending}>
            <Trans>Save Changes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
