import { Center, Loader, VisuallyHidden } from '@mantine/core';

/**
 * A centred spinner that screen readers announce. `fullScreen` is for a page that has nothing else yet (it is
 * then the page's main landmark); inside a layout it sits in the layout's own main area.
 */
export function PageLoader({
  label = 'Loading...',
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <Center component={fullScreen ? 'main' : 'div'} mih={fullScreen ? '100dvh' : 240}>
      <div role="status" aria-live="polite">
        <Loader aria-hidden />
        <VisuallyHidden>{label}</VisuallyHidden>
      </div>
    </Center>
  );
}
