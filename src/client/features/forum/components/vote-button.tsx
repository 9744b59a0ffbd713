import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconArrowBigUp, IconArrowBigUpFilled } from '@tabler/icons-react';
import { voteCountLabel } from '../utils/count-labels';

interface VoteButtonProps {
  title: string;
  voteCount: number;
  viewerVoted: boolean;
  onToggle: () => void;
  /** stacked: the arrow above the count, beside a card; inline: one line '1 vote', among the post's buttons */
  layout?: 'stacked' | 'inline';
}

/**
 * The vote toggle of a post (product-rules.md#feedback-forum): pressed while the viewer's vote counts. Its name says
 * which post, so a list of cards reads apart, and carries the count it shows.
 */
export function VoteButton({ title, voteCount, viewerVoted, onToggle, layout = 'stacked' }: VoteButtonProps) {
  const { t, i18n } = useLingui();
  const Icon = viewerVoted ? IconArrowBigUpFilled : IconArrowBigUp;
  const isStacked = layout === 'stacked';
  return (
    <Button
      // shade 8: white text on it keeps 4.5:1
      variant={viewerVoted ? 'filled' : 'default'}
      color={viewerVoted ? 'blue.8' : undefined}
      aria-pressed={viewerVoted}
      aria-label={t`Vote for ${title}, ${plural(voteCount, { one: '# vote', other: '# votes' })}`}
      title={viewerVoted ? t`Take back your vote` : t`Vote`}
      leftSection={isStacked ? undefined : <Icon size={20} aria-hidden />}
      {...(isStacked
        ? { h: 'auto', miw: 56, px: 'xs', py: 6, styles: { label: { flexDirection: 'column', gap: 2 } } }
        : {})}
      onClick={onToggle}
    >
      {isStacked ? <Icon size={20} aria-hidden /> : null}
      <span>{isStacked ? voteCount : voteCountLabel(voteCount, i18n)}</span>
    </Button>
  );
}
