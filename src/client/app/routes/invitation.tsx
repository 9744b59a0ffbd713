import { Box, Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { PageLoader } from '../../components/page-loader';
import { RedirectToAuth } from '../../components/redirect-to-auth';
import { useSession } from '../../features/session/hooks/use-session';

/** The page an e-mail invitation opens (spec §2). Public: a signed-out visitor is sent to sign in with the id kept as pending. */
export default function InvitationPage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader fullScreen />;
  if (!user) return <RedirectToAuth action="invitation" id={id} />;
  return (
    <Box component="main">
      <ComingSoon title="Invitation">
        <Button component={Link} to="/dashboard" mt="lg">
          Go to Dashboard
        </Button>
      </ComingSoon>
    </Box>
  );
}
