import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '#shared/moderation/moderation.types';
import { formatDateTime } from '#client/i18n/formats';
import { AUDIT_ACTION_LABELS, TARGET_KIND_LABELS } from '../utils/moderation-labels';

/** The audit log (decision 085): who did what to whose content, when, with their note; newest first. */
export function AuditLogList({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useLingui();
  if (entries.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No moderation actions yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack
      component="ol"
      gap="xs"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t`Audit log`}
    >
      {entries.map((entry) => {
        const actor = entry.actor?.name ?? t`Deleted user`;
        const action = i18n._(AUDIT_ACTION_LABELS[entry.action]);
        const kind = entry.targetKind ? i18n._(TARGET_KIND_LABELS[entry.targetKind]) : null;
        const person = entry.targetUser?.name;
        return (
          <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
            <Text size="sm" fw={600}>
              {actor}: {action}
              {kind ? ` · ${kind}` : ''}
              {person ? ` · ${person}` : ''}
            </Text>
            <Text component="time" dateTime={entry.createdAt} size="xs" c="dimmed">
              {formatDateTime(entry.createdAt)}
            </Text>
            {entry.note ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entry.note}
              </Text>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
