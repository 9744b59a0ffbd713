import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { BackLink } from '#client/components/back-link';
import { PageLoader } from '#client/components/page-loader';
import { useSubmittedFeedback } from '#client/features/feedback/api/list-submitted-feedback';
import { SubmittedFeedbackList } from '#client/features/feedback/components/submitted-feedback-list';
import { ApiError } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { paths } from '#client/lib/paths';
import { AccessDenied } from '#client/components/access-denied';

/** /admin/feedback: what people sent with the feedback button, for site administrators only (others: 403). */
export default function AdminFeedbackPage() {
  const { t } = useLingui();
  const feedback = useSubmittedFeedback();
  const isRefused = feedback.error instanceof ApiError && feedback.error.status === 403;
  const isFailed = feedback.isError && !isRefused;
  const loadFailure = t`Failed to load submitted feedback`;

  useEffect(() => {
    if (isFailed) showToast({ kind: 'error', message: loadFailure });
  }, [isFailed, loadFailure]);

  if (isRefused) {
    return (
      <AccessDenied
        reason={<Trans>Only site administrators can see submitted feedback.</Trans>}
        backTo={paths.forum()}
        backLabel={t`Back to Forum`}
      />
    );
  }

  return (
    <Container size="md" px={0} py={{ base: 'sm', sm: 'md' }}>
      <BackLink to={paths.forum()} label={t`Back to Forum`} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        <Trans>Submitted Feedback</Trans>
      </Title>
      <Text mt={4} mb="lg">
        <Trans>What people sent with the feedback button, newest first.</Trans>
      </Text>
      {feedback.isPending ? (
        <PageLoader label={t`Loading feedback...`} />
      ) : feedback.isError ? (
        <Group>
          <Text>{loadFailure}</Text>
          <Button variant="default" onClick={() => void feedback.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </Group>
      ) : (
        <SubmittedFeedbackList feedback={feedback.data} />
      )}
    </Container>
  );
}
