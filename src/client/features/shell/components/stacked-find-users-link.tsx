import { IconUserSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './shell.module.css';
import { paths } from '#client/lib/paths';

const FIND_USERS_PATH = paths.findUsers();

/** Find Users in the small-screen navbar, where the header has no room for its icon button. */
export function StackedFindUsersLink({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const isActive = pathname === FIND_USERS_PATH;
  return (
    <Link
      to={FIND_USERS_PATH}
      onClick={onNavigate}
      className={`${classes.navLink} ${classes.stackedNavLink}`}
      data-active={isActive || undefined}
      aria-current={isActive ? 'page' : undefined}
    >
      <IconUserSearch size={20} stroke={1.75} aria-hidden />
      Find Users
    </Link>
  );
}
