import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { useDeleteChallenge } from '#client/features/challenges/api/delete-challenge';
import { useChallenge } from '#client/features/challenges/api/get-challenge';
import { useUpdateChallenge } from '#client/features/challenges/api/update-challenge';
import { ChallengeForm } from '#client/features/challenges/components/challenge-form';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import {
  type ChallengeFormValues,
  challengeFormValuesOf,
  toUpdateInput,
} from '#client/features/challenges/utils/challenge-form-values';
import { ApiError } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { ChallengeLoading } from '#client/features/challenges/components/challenge-loading';
import { paths } from '#client/lib/paths';
import {
  CHALLENGE_LOAD_FAILED_MESSAGE,
  CHALLENGE_NOT_FOUND_MESSAGE,
} from '#client/features/challenges/utils/challenge-messages';

/** /challenge/:id/edit (product-rules.md#editing-a-challenge, #creating-a-challenge): the organizer only. */
export default function EditChallengePage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const challenge = useChallenge(id);

  if (challenge.isPending) return <ChallengeLoading />;
  if (challenge.isError) {
    const isMissing = challenge.error instanceof ApiError && challenge.error.status === 404;
    return (
      <Notice
        title={i18n._(isMissing ? CHALLENGE_NOT_FOUND_MESSAGE : CHALLENGE_LOAD_FAILED_MESSAGE)}
        backTo={{ to: paths.challenges(), label: t`Back to Challenges` }}
      />
    );
  }
  if (!challenge.data.viewer.isOrganizer) {
    return (
      <Notice
        title={t`Access Denied`}
        text={t`You can only edit challenges that you created.`}
        backTo={{ to: paths.challenge(id), label: t`Back to Challenge` }}
      />
    );
  }
  return <EditChallengeView challenge={challenge.data} />;
}

function EditChallengeView({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const updateChallenge = useUpdateChallenge(challenge.id);
  const deleteChallenge = useDeleteChallenge(challenge.id);
  const [isDeleteDialogOpen, deleteDialog] = useDisclosure(false);
  // the form starts from the challenge as loaded; later refreshes must not reset what is being typed
  const [initialValues] = useState(() => challengeFormValuesOf(challenge));
  const isCompleted = challenge.status === 'completed';
  const detailPath = paths.challenge(challenge.id);
  const title = challenge.title;

  async function save(values: ChallengeFormValues) {
    try {
      await updateChallenge.mutateAsync(toUpdateInput(values, initialValues));
    } catch (error) {
      showToast({ kind: 'error', message: t`Failed to update challenge. Please try again.` });
      return error instanceof ApiError ? error.fields : undefined;
    }
    showToast({ kind: 'success', message: t`Challenge updated successfully!` });
    navigate(detailPath);
  }

  async function remove() {
    try {
      await deleteChallenge.mutateAsync();
    } catch {
      showToast({ kind: 'error', message: t`Failed to delete challenge. Please try again.` });
      deleteDialog.close();
      return;
    }
    showToast({ kind: 'success', message: t`Challenge deleted successfully!` });
    navigate(paths.challenges());
  }

  return (
    <Container size="sm" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          <Trans>Edit Challenge</Trans>
        </Title>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={deleteDialog.open}
        >
          <Trans>Delete Challenge</Trans>
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ChallengeForm
          mode="edit"
          initialValues={initialValues}
          startDateLockReason={
            isCompleted
              ? t`The dates of a completed challenge cannot change.`
              : challenge.status === 'active'
                ? t`Cannot change start date for active challenges`
                : undefined
          }
          endDateLockReason={isCompleted ? t`The dates of a completed challenge cannot change.` : undefined}
          minStartDate={challenge.today}
          submitLabel={t`Save Changes`}
          isSubmitting={updateChallenge.isPending}
          onSubmit={save}
          onCancel={() => navigate(detailPath)}
        />
      </Paper>
      <ConfirmDialog
        opened={isDeleteDialogOpen}
        title={t`Delete challenge`}
        message={t`Delete "${title}" with all its check-ins and participants? This cannot be undone.`}
        confirmLabel={t`Delete`}
        isConfirming={deleteChallenge.isPending}
        onConfirm={remove}
        onClose={deleteDialog.close}
      />
    </Container>
  );
}

function Notice({
  title,
  text,
  backTo,
}: {
  title: string;
  text?: string;
  backTo: { to: string; label: string };
}) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} fz={26}>
        {title}
      </Title>
      {text ? <Text mt="sm">{text}</Text> : null}
      <Button component={Link} to={backTo.to} variant="default" mt="lg">
        {backTo.label}
      </Button>
    </Container>
  );
}
