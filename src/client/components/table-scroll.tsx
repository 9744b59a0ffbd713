import type { ReactNode } from 'react';
import classes from './table-scroll.module.css';

/**
 * A table wider than a phone scrolls sideways inside its card, at least `minWidth` wide. Mantine's
 * Table.ScrollContainer does the same with the browser's own scrolling (type "native") but still brings its ScrollArea
 * and floating-ui, 18 KiB, onto the dashboard's path (decision 067).
 */
export function TableScroll({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <div className={classes.scroll}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
