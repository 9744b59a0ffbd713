import { Box, Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { VisitorShellSkeleton } from '#client/components/visitor-shell-skeleton';
import { RedirectToAuth } from '#client/components/redirect-to-auth';
import { InvitationScreen } from '#client/features/invitations/components/invitation-screen';
import { useSession } from '#client/features/session/hooks/use-session';
import { refreshMyChallenges } from '#client/lib/refresh-my-challenges';

/**
 * The page an e-mail invitation opens (product-rules.md#invitations). Public: a signed-out visitor is sent to sign in
 * or up with the token kept as pending, and comes back here afterwards (src/client/lib/pending-destination.ts).
 */
export default function InvitationPage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  if (isLoading) return <VisitorShellSkeleton />;
  if (!user) return <RedirectToAuth action="invitation" id={id} />;
  return (
    <Box component="main" py={{ base: 'lg', sm: 48 }} px="md">
      <Container size="sm" px={0}>
        <InvitationScreen token={id} onAccepted={() => void refreshMyChallenges(queryClient)} />
      </Container>
    </Box>
  );
}
