import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNavItemActive, type NavItem } from '../utils/nav-items';

interface NavItemLinkProps {
  item: NavItem;
  pathname: string;
  className: string | undefined;
  onClick?: () => void;
  /** the icon, as each navigation places it; the item's label follows */
  icon: ReactNode;
}

/** One main navigation item as a list entry, marked as the current page where the path is in its section. */
export function NavItemLink({ item, pathname, className, onClick, icon }: NavItemLinkProps) {
  const { i18n } = useLingui();
  const isActive = isNavItemActive(item, pathname);
  return (
    <li>
      <Link
        to={item.path}
        onClick={onClick}
        className={className}
        data-active={isActive || undefined}
        aria-current={isActive ? 'page' : undefined}
      >
        {icon}
        {i18n._(item.label)}
      </Link>
    </li>
  );
}
