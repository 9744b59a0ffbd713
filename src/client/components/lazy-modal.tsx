import type { ModalProps } from '@mantine/core';
import { Suspense, useState } from 'react';
import { lazyAfterPaint } from '#client/lib/lazy-after-paint';

const Modal = lazyAfterPaint(() => import('./mantine-modal').then(({ Modal }) => ({ default: Modal })));

/**
 * Mantine's Modal, drawn when it first opens, its code loaded once the page is idle: a dialog is never part of a
 * screen's first paint, and Modal brings its focus trap, scroll lock and overlay (decision 067). Once opened it stays mounted, so closing animates and returns
 * focus as Modal does.
 */
export function LazyModal(props: ModalProps) {
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (props.opened && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
