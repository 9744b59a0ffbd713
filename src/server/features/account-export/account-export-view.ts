import { PUSH_KINDS } from '#shared/push/push.schemas';
import type { readProfile } from './account-export.queries';

type StoredProfile = NonNullable<Awaited<ReturnType<typeof readProfile>>>;

/**
 * profile.json: the push settings as the person's settings screen shows them — no row means the defaults (every kind
 * on, no quiet hours: decision 029), times as HH:mm.
 */
export function profileView({ pushSettings, ...profile }: StoredProfile) {
  const kinds = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, pushSettings?.[kind] ?? true]));
  return {
    ...profile,
    pushSettings: {
      ...kinds,
      quietStart: pushSettings?.quietStart?.slice(0, 5) ?? null,
      quietEnd: pushSettings?.quietEnd?.slice(0, 5) ?? null,
    },
  };
}
