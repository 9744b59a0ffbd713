import { useLingui } from '@lingui/react/macro';
import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useCopyText } from '../hooks/use-copy-text';
import { showToast } from '../lib/toast';

interface CopyLinkFieldProps {
  label: string;
  url: string;
  /** the tooltip while the copy confirmation lasts ('Copied') */
  copiedTooltip: string;
  /** the toast after a copy ('Link copied!') */
  copiedMessage: string;
}

/**
 * A link to pass on (a challenge's join link, a group's invite link), selected on focus, with a copy button that
 * shows 'copied' for 2 seconds (product-rules.md#display-formats-and-toasts) and says in a toast how the copy went.
 */
export function CopyLinkField({ label, url, copiedTooltip, copiedMessage }: CopyLinkFieldProps) {
  const { t } = useLingui();
  const { copied, copy } = useCopyText();

  async function copyLink() {
    const isCopied = await copy(url);
    showToast(
      isCopied
        ? { kind: 'success', message: copiedMessage }
        : { kind: 'error', message: t`Failed to copy link` },
    );
  }

  return (
    <TextInput
      label={label}
      value={url}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <Tooltip label={copied ? copiedTooltip : t`Copy link`} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copyLink}
            aria-label={copied ? t`Link copied` : t`Copy link`}
          >
            {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
