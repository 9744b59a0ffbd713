import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { commentCountLabel } from '../utils/comment-count-label';
import classes from './comments-toggle.module.css';

/** The comment count, which opens and closes the post's comments. */
export function CommentsToggle({
  count,
  isOpen,
  controls,
  onToggle,
}: {
  count: number;
  isOpen: boolean;
  /** the id of the comments section */
  controls: string;
  onToggle: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Button
      variant="subtle"
      className={classes.toggle}
      color="var(--comments-toggle-color)"
      size="compact-sm"
      leftSection={<IconMessageCircle size={16} aria-hidden />}
      aria-expanded={isOpen}
      aria-controls={isOpen ? controls : undefined}
      onClick={onToggle}
    >
      {commentCountLabel(count, i18n)}
    </Button>
  );
}
