import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BackLink } from '#client/components/back-link';
import { PageLoader } from '#client/components/page-loader';
import { useSubmittedFeedback } from '#client/features/feedback/api/list-submitted-feedback';
import { SubmittedFeedbackList } from '#client/features/feedback/components/submitted-feedback-list';
import { ApiError } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { paths } from '#client/lib/paths';

const LOAD_FAILURE = 'Failed to load submitted feedback';

/** /admin/feedback: what people sent with the feedback button, for site administrators only (others: 403). */
export default function AdminFeedbackPage() {
  const feedback = useSubmittedFeedback();
  const isRefused = feedback.error instanceof ApiError && feedback.error.status === 403;
  const isFailed = feedback.isError && !isRefused;

  useEffect(() => {
    if (isFailed) showToast({ kind: 'error', message: LOAD_FAILURE });
  }, [isFailed]);

  if (isRefused) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} fz={26}>
          Access Denied
        </Title>
        <Text mt="sm">Only site administrators can see submitted feedback.</Text>
        <Button component={Link} to={paths.forum()} variant="default" mt="lg">
          Back to Forum
        </Button>
      </Container>
    );
  }

  return (
    <Container size="md" px={0} py={{ base: 'sm', sm: 'md' }}>
      <BackLink to={paths.forum()} label="Back to Forum" />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Submitted Feedback
      </Title>
      <Text mt={4} mb="lg">
        What people sent with the feedback button, newest first.
      </Text>
      {feedback.isPending ? (
        <PageLoader label="Loading feedback..." />
      ) : feedback.isError ? (
        <Group>
          <Text>{LOAD_FAILURE}</Text>
          <Button variant="default" onClick={() => void feedback.refetch()}>
            Try Again
          </Button>
        </Group>
      ) : (
        <SubmittedFeedbackList feedback={feedback.data} />
      )}
    </Container>
  );
}
