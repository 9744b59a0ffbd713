import type { NotificationsProps } from '@mantine/notifications';
import classes from './toast-placement.module.css';

/**
 * Where toasts appear (decision 061): at the top, just under the 60 px header, centred. At the bottom they sat over
 * the Post and Comment buttons on phones, and a phone's bottom tab bar lives there; under the header they cover a
 * page's heading, never its actions, and leave the header's bell and avatar free.
 */
export const TOAST_PLACEMENT = {
  position: 'top-center',
  // product-rules.md#display-formats-and-toasts: 3 visible at once
  limit: 3,
  classNames: { root: classes.root },
} satisfies Partial<NotificationsProps>;
