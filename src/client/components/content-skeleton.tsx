import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/**
 * The grey outline of a screen that has no data yet: a heading and a few cards (issue 24: the shell paints at once,
 * a spinner never fills the screen). Screen readers hear the label once.
 */
export function ContentSkeleton({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="md" py={{ base: 'sm', sm: 'md' }} aria-busy="true" data-testid="content-skeleton">
      <div role="status" aria-live="polite">
        <VisuallyHidden>{label ?? t`Loading...`}</VisuallyHidden>
      </div>
      <Skeleton height={32} width="45%" radius="md" />
      <Skeleton height={14} width="70%" radius="xl" />
      <Skeleton height={120} radius="lg" />
      <Skeleton height={120} radius="lg" />
    </Stack>
  );
}
