import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useId } from 'react';
import type { CheerSummary } from '#shared/cheers/cheers.types';
import { useOptimisticWrite } from '#client/hooks/use-optimistic-write';
import { useCheerCheckIn } from '../api/cheer-check-in';
import { cheerButtonLabel, cheeredByLabel, toggledCheers } from '../utils/cheer-labels';
import { TOUCH_TARGET } from '#client/lib/touch-target';

interface CheerButtonProps {
  checkInId: string;
  challengeId: string;
  /** whose check-in, for the button's name ("Cheer Ana's check-in") */
  personName: string;
  cheers: CheerSummary;
  /** 'Cheered by …' beside the button (lists); else only read out (a board's row) */
  showNames?: boolean;
}

/**
 * One tap to cheer a check-in, again to take the cheer back (product-rules.md#cheers): pressed while the viewer's
 * cheer counts, with the count, and who cheered. On one's own check-in (or where the viewer may not cheer) only the
 * count and the names show.
 */
export function CheerButton({
  checkInId,
  challengeId,
  personName,
  cheers,
  showNames = true,
}: CheerButtonProps) {
  const { t, i18n } = useLingui();
  const cheer = useOptimisticWrite(useCheerCheckIn(challengeId), t`Failed to cheer. Please try again.`);
  const namesId = useId();
  // shown at once; the answer and the refreshed lists arrive before the write ends
  const shown =
    cheer.pending && cheer.pending.cheered !== cheers.cheeredByViewer ? toggledCheers(cheers) : cheers;
  const names = cheeredByLabel(shown, i18n);
  const toggle = () => cheer.write({ checkInId, cheered: !cheers.cheeredByViewer });

  const namesText = names ? (
    showNames ? (
      <Text size="xs" c="dimmed" id={namesId} lineClamp={2}>
        {names}
      </Text>
    ) : (
      <VisuallyHidden id={namesId}>{names}</VisuallyHidden>
    )
  ) : null;

  if (!shown.canCheer) {
    if (shown.count === 0) return null;
    return (
      <Group gap={4} wrap="nowrap" c="dimmed">
        <IconConfetti size={16} aria-hidden />
        <Text size="sm" aria-hidden>
          {shown.count}
        </Text>
        {namesText ?? null}
      </Group>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        // shade 9: white text on it keeps 4.5:1
        variant={shown.cheeredByViewer ? 'filled' : 'default'}
        color={shown.cheeredByViewer ? 'grape.9' : undefined}
        h={TOUCH_TARGET}
        miw={TOUCH_TARGET}
        px="xs"
        aria-pressed={shown.cheeredByViewer}
        aria-label={cheerButtonLabel(personName, i18n)}
        aria-describedby={names ? namesId : undefined}
        leftSection={<IconConfetti size={18} aria-hidden />}
        onClick={() => void toggle()}
        style={{ flexShrink: 0 }}
      >
        {shown.count}
      </Button>
      {namesText}
    </Group>
  );
}
