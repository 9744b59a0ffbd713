import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ModerationAccess } from '#shared/moderation/moderation.types';
import { PageLoader } from '#client/components/page-loader';
import { useAuditLog, useReports, useSuspensions } from '../api/moderation-queries';
import { AuditLogList } from './audit-log-list';
import { ReportCard } from './report-card';
import { SuspendedAccounts } from './suspended-accounts';

export type ModerationTab = 'open' | 'closed' | 'audit' | 'suspended';

/** Loading, a failure with Try Again, or the loaded content. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  if (query.isPending) return <PageLoader label={t`Loading...`} />;
  if (query.isError) {
    return (
      <Group>
        <Text>
          <Trans>Failed to load. Please try again.</Trans>
        </Text>
        <Button variant="default" onClick={() => void query.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </Group>
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * The moderation page's body (decision 085): the scope (all, or one group), then the open reports, the handled ones,
 * the audit log and — for site administrators — the suspended accounts, each tab loaded when shown.
 */
export function ModerationView({
  access,
  groupId,
  onGroupChange,
  tab,
  onTabChange,
}: {
  access: ModerationAccess;
  groupId: string | null;
  onGroupChange: (groupId: string | null) => void;
  tab: ModerationTab;
  onTabChange: (tab: ModerationTab) => void;
}) {
  const { t } = useLingui();
  const open = useReports(groupId, 'open', tab === 'open');
  const closed = useReports(groupId, 'closed', tab === 'closed');
  const audit = useAuditLog(groupId, tab === 'audit');
  const suspensions = useSuspensions(tab === 'suspended' && access.siteAdmin);
  const scopes = [
    ...(access.siteAdmin || access.groups.length > 1 ? [{ value: '', label: t`Everything I moderate` }] : []),
    ...access.groups.map((group) => ({ value: group.id, label: group.name })),
  ];
  const reportList = (reports: NonNullable<typeof open.data>) =>
    reports.length === 0 ? (
      <Text c="dimmed">
        <Trans>No reports here.</Trans>
      </Text>
    ) : (
      <Stack gap="md">
        {reports.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      {scopes.length > 1 ? (
        <Select
          label={t`Reports of`}
          data={scopes}
          value={groupId ?? ''}
          onChange={(value) => onGroupChange(value ? value : null)}
          allowDeselect={false}
          maw={360}
        />
      ) : null}
      <Tabs
        value={tab}
        onChange={(value) => value && onTabChange(value as ModerationTab)}
        keepMounted={false}
      >
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="open" style={{ flexShrink: 0 }}>
            <Trans>Open reports</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="closed" style={{ flexShrink: 0 }}>
            <Trans>Handled</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="audit" style={{ flexShrink: 0 }}>
            <Trans>Audit log</Trans>
          </Tabs.Tab>
          {access.siteAdmin ? (
            <Tabs.Tab value="suspended" style={{ flexShrink: 0 }}>
              <Trans>Suspended accounts</Trans>
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="open">
          <Loaded query={open}>{reportList}</Loaded>
        </Tabs.Panel>
        <Tabs.Panel value="closed">
          <Loaded query={closed}>{reportList}</Loaded>
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <Loaded query={audit}>{(entries) => <AuditLogList entries={entries} />}</Loaded>
        </Tabs.Panel>
        {access.siteAdmin ? (
          <Tabs.Panel value="suspended">
            <Loaded query={suspensions}>{(accounts) => <SuspendedAccounts accounts={accounts} />}</Loaded>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}
