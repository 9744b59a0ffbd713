import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { ContentSkeleton } from '#client/components/content-skeleton';
import { RedirectToAuth } from '#client/components/redirect-to-auth';
import { InvitationScreen } from '#client/features/invitations/components/invitation-screen';
import { useSession } from '#client/features/session/hooks/use-session';

/**
 * The page an e-mail invitation opens (product-rules.md#invitations), inside the signed-in layout, with the app's
 * header (decision 062). Open to visitors: a signed-out visitor is sent to sign in or up with the token kept as
 * pending, and signing in accepts it (src/client/lib/pending-destination.ts).
 */
export default function InvitationPage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useSession();
  if (isLoading) return <ContentSkeleton />;
  if (!user) return <RedirectToAuth action="invitation" id={id} />;
  return (
    <Container size="sm" px={0} py={{ base: 'sm', sm: 'xl' }}>
      <InvitationScreen token={id} />
    </Container>
  );
}
