import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Hint } from '#client/components/hint';
import { LazyModal } from '#client/components/lazy-modal';
import classes from './feedback-button.module.css';
import { LoadingText } from '#client/components/loading-text';

// the form (and its validation) loads when the dialog first opens: the pages it sits on need none of it to show
const FeedbackForm = lazy(() =>
  import('./feedback-form').then(({ FeedbackForm }) => ({ default: FeedbackForm })),
);

/**
 * The feedback button (product-rules.md#challenge-page: "a floating feedback button") and its dialog. It floats only
 * where the page leaves room beside its content; on phones and narrower screens it sits at the end of the page, so it
 * never covers a heading, a figure or a leaderboard row (decision record 026). Put it last in a page whose content
 * is at most Mantine's lg container wide.
 */
export function FeedbackButton() {
  const { t } = useLingui();
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <div className={classes.slot}>
        <Button
          className={classes.inFlow}
          variant="default"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          aria-haspopup="dialog"
          onClick={dialog.open}
        >
          <Trans>Send feedback</Trans>
        </Button>
        <Hint label={t`Send feedback`} position="right" className={classes.floating}>
          <ActionIcon
            size={44}
            radius="xl"
            aria-label={t`Send feedback`}
            aria-haspopup="dialog"
            onClick={dialog.open}
          >
            <IconMessageCircle size={24} aria-hidden />
          </ActionIcon>
        </Hint>
      </div>
      <LazyModal
        opened={isOpen}
        onClose={dialog.close}
        title={t`Send Feedback`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {/* mounted on each opening: a new dialog starts from the defaults; while open, a failure keeps the input */}
        <Suspense fallback={<LoadingText label={t`Loading the feedback form`} py={0} />}>
          <FeedbackForm onSent={dialog.close} onCancel={dialog.close} />
        </Suspense>
      </LazyModal>
    </>
  );
}
