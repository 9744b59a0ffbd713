import { Container, Paper, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useCreateChallenge } from '../../features/challenges/api/create-challenge';
import { ChallengeForm } from '../../features/challenges/components/challenge-form';
import { emptyChallengeForm, toCreateInput } from '../../features/challenges/utils/challenge-form-values';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';

/** 'Create a Challenge' (spec §2, §5); /challenges after creating or cancelling. */
export default function CreateChallengePage() {
  const navigate = useNavigate();
  const createChallenge = useCreateChallenge();

  async function create(values: typeof emptyChallengeForm) {
    try {
      await createChallenge.mutateAsync(toCreateInput(values));
    } catch (error) {
      // what was typed stays in the form; fields the server refused show their messages
      showToast({ kind: 'error', message: 'Failed to create challenge. Please try again.' });
      return error instanceof ApiError ? error.fields : undefined;
    }
    showToast({ kind: 'success', message: 'Challenge created successfully!' });
    navigate('/challenges');
  }

  return (
    <Container size="sm" px={0} py={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        Create a Challenge
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ChallengeForm
          mode="create"
          initialValues={emptyChallengeForm}
          submitLabel="Create Challenge"
          isSubmitting={createChallenge.isPending}
          onSubmit={create}
          onCancel={() => navigate('/challenges')}
        />
      </Paper>
    </Container>
  );
}
