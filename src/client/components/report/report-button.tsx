import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { ReportDialog, type ReportTarget } from './report-dialog';

/** A flag that opens the report dialog, where content has no menu of its own (a forum post, a comment). */
export function ReportButton({ target }: { target: ReportTarget }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={t`Report`}>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          size={44}
          aria-label={t`Report`}
          onClick={() => setOpened(true)}
        >
          <IconFlag size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ReportDialog target={target} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
