import type { ProfileSettingsInput } from '#shared/profile/profile.schemas';
import type { Profile } from '#shared/profile/profile.types';

/** What the settings form holds: the reminder hour as the Select's string. */
export interface ProfileFormValues {
  name: string;
  timezone: string;
  remindersEnabled: boolean;
  reminderHour: string;
  reminderEmailEnabled: boolean;
}

export function toProfileFormValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    timezone: profile.timezone,
    remindersEnabled: profile.remindersEnabled,
    reminderHour: String(profile.reminderHour),
    reminderEmailEnabled: profile.reminderEmailEnabled,
  };
}

export function toProfileSettingsInput(values: ProfileFormValues): ProfileSettingsInput {
  return {
    name: values.name.trim(),
    timezone: values.timezone,
    remindersEnabled: values.remindersEnabled,
    reminderHour: Number(values.reminderHour),
    reminderEmailEnabled: values.reminderEmailEnabled,
  };
}
