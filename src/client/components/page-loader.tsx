import { useLingui } from '@lingui/react/macro';
import { Center, Loader, VisuallyHidden } from '@mantine/core';

/**
 * A small centred spinner that screen readers announce, inside a screen's own area or a card. A whole screen
 * waiting shows a skeleton instead (ContentSkeleton, issue 24).
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center mih={240}>
      <div role="status" aria-live="polite">
        <Loader aria-hidden />
        <VisuallyHidden>{label ?? t`Loading...`}</VisuallyHidden>
      </div>
    </Center>
  );
}
