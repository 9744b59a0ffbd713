import type { ReactElement } from 'react';
import classes from './hint.module.css';

interface HintProps {
  /** the words shown; the control keeps its own accessible name (aria-label), so the hint is for the eye only */
  label: string;
  /** below the control, or to its right (a button floating at the screen's bottom) */
  position?: 'bottom' | 'right';
  /** 'end' for a control at the screen's right edge: a hint below it then ends where the control ends */
  align?: 'center' | 'end';
  /** for placing the control and its hint together (e.g. floating) */
  className?: string;
  children: ReactElement;
}

/**
 * A short label under a control while it is hovered or focused by keyboard, drawn by CSS alone. The header's icon
 * buttons carry one on every screen: Mantine's Tooltip would load its positioning library (floating-ui) before the
 * dashboard is usable (decision 067).
 */
export function Hint({ label, position = 'bottom', align = 'center', className, children }: HintProps) {
  return (
    <span
      className={className ? `${classes.hint} ${className}` : classes.hint}
      data-hint={label}
      data-position={position}
      data-align={align}
    >
      {children}
    </span>
  );
}
