import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const Modal = lazy(() => import('./mantine-modal').then(({ Modal }) => ({ default: Modal })));

/**
 * Mantine's Modal, loaded when it first opens: a dialog is never part of a screen's first paint, and Modal brings its
 * focus trap, scroll lock and overlay (decision 067). Once opened it stays mounted, so closing animates and returns
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
