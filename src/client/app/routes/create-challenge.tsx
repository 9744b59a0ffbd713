import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Paper, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useCreateChallenge } from '#client/features/challenges/api/create-challenge';
import { ChallengeForm } from '#client/features/challenges/components/challenge-form';
import {
  type ChallengeFormValues,
  emptyChallengeForm,
  toCreateInput,
} from '#client/features/challenges/utils/challenge-form-values';
import { inviteAfterCreateState } from '#client/features/challenges/hooks/use-invite-after-create';
import { ApiError, messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { paths } from '#client/lib/paths';

/**
 * 'Create a Challenge' (product-rules.md#creating-a-challenge): after creating, the new challenge with its invite
 * dialog in front (decision 062); /challenges after cancelling. With ?groupId= (Add Challenge on a group) the
 * challenge is created in that group, and both lead back to /groups/{groupId} (#creating-a-challenge).
 */
export default function CreateChallengePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const createChallenge = useCreateChallenge();
  const groupId = useSearchParams()[0].get('groupId') || undefined;
  const returnTo = groupId ? paths.group(groupId) : paths.challenges();

  async function create(values: ChallengeFormValues) {
    let created;
    try {
      created = await createChallenge.mutateAsync({ ...toCreateInput(values), groupId });
    } catch (error) {
      // what was typed stays in the form; fields the server refused show their messages
      if (groupId) {
        showToast({
          kind: 'error',
          title: t`Error`,
          message: messageOf(error, t`Failed to create challenge`),
        });
      } else {
        showToast({ kind: 'error', message: t`Failed to create challenge. Please try again.` });
      }
      return error instanceof ApiError ? error.fields : undefined;
    }
    if (groupId) {
      showToast({
        kind: 'success',
        title: t`Success`,
        message: t`Challenge created and added to group successfully`,
      });
      navigate(returnTo);
      return;
    }
    showToast({ kind: 'success', message: t`Challenge created successfully!` });
    navigate(paths.challenge(created.id), { state: inviteAfterCreateState });
  }

  return (
    <Container size="sm" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        <Trans>Create a Challenge</Trans>
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ChallengeForm
          mode="create"
          initialValues={emptyChallengeForm(i18n)}
          submitLabel={t`Create Challenge`}
          isSubmitting={createChallenge.isPending}
          onSubmit={create}
          onCancel={() => navigate(returnTo)}
        />
      </Paper>
    </Container>
  );
}
