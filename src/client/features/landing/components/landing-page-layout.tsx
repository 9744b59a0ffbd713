import type { ReactNode } from 'react';
import landing from './landing.module.css';

/** Sets the landing page's colour variables for everything inside it. */
export function LandingPageLayout({ children }: { children: ReactNode }) {
  return <div className={landing.page}>{children}</div>;
}
