import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
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

const validateSettings = schemaResolver(profileSettingsSchema, { sync: true });

/** Display name, timezone and the daily reminder (also by e-mail), validated by the same schema as PATCH /api/me. */
export function ProfileSettingsForm({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    initialValues: toProfileFormValues(profile),
    validate: (values) => validateSettings(toProfileSettingsInput(values)),
  });
  const zones = useMemo(() => timeZoneOptions(form.values.timezone), [form.values.timezone]);

  const submit = form.onSubmit(async (values) => {
    let saved: Profile;
    try {
      saved = await updateProfile.mutateAsync(toProfileSettingsInput(values));
    } catch (error) {
      // what was typed stays; fields the server refused show its messages under them
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      showToast({
        kind: 'error',
        title: 'Failed to update profile',
        message: messageOf(error, 'Please try again.'),
      });
      return;
    }
    form.setValues(toProfileFormValues(saved));
    form.resetDirty(toProfileFormValues(saved));
    showToast({ kind: 'success', message: 'Profile updated successfully!' });
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label="Profile settings">
      <Stack gap="md">
        <TextInput label="Display name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
        <Select
          label="Timezone"
          description="Your days and reminders follow this timezone. Signing in from a browser in another timezone updates it."
          data={zones}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No matching timezone"
          maxDropdownHeight={280}
          {...form.getInputProps('timezone')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Switch
            label="Daily reminders"
            description="A notification to check in, on days you have not yet."
            mt={{ sm: 'md' }}
            {...form.getInputProps('remindersEnabled', { type: 'checkbox' })}
          />
          <Select
            label="Reminder time"
            data={reminderHourOptions}
            allowDeselect={false}
            disabled={!form.values.remindersEnabled}
            maxDropdownHeight={280}
            {...form.getInputProps('reminderHour')}
          />
        </SimpleGrid>
        <Switch
          label="E-mail me the evening reminder"
          description="Also by e-mail, while push notifications are not on for any of your devices."
          disabled={!form.values.remindersEnabled}
          {...form.getInputProps('reminderEmailEnabled', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
