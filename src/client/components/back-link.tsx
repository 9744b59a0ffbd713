import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** 'Back to …' above a page's heading: the one look of every way back (groups, challenges, forum). */
export function BackLink({
  to,
  label,
  withArrow = true,
}: {
  to: string;
  label: string;
  withArrow?: boolean;
}) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      leftSection={withArrow ? <IconArrowLeft size={16} aria-hidden /> : undefined}
      px={0}
      w="fit-content"
    >
      {label}
    </Button>
  );
}
