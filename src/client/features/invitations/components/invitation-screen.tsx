import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { PageLoader } from '#client/components/page-loader';
import { ApiError, messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useInvitation } from '../api/get-invitation';
import { InvitationCard } from './invitation-card';
import { InvitationErrorCard } from './invitation-error-card';
import { paths } from '#client/lib/paths';

/**
 * The invitation page for a signed-in person (product-rules.md#invitations): the invitation, then Accept (into its
 * challenge, decision 062) or Decline; or the 'Invitation Error' card.
 */
export function InvitationScreen({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();

  if (!token) return <InvitationErrorCard message={t`Invalid invitation link`} />;
  if (invitation.isPending) return <PageLoader label={t`Loading invitation...`} />;
  if (invitation.isError) {
    const isMissing = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <InvitationErrorCard
        message={isMissing ? t`Invitation not found or has expired` : t`Error loading invitation`}
      />
    );
  }
  if (accept.isError)
    return (
      <InvitationErrorCard
        message={t`Error joining challenge`}
        detail={messageOf(accept.error, t`Please try again later.`)}
      />
    );

  const acceptInvitation = () =>
    accept.mutate(token, {
      onSuccess: ({ challengeId }) => navigate(paths.challenge(challengeId)),
    });

  const declineInvitation = () =>
    decline.mutate(token, {
      onSuccess: () => {
        showToast({ kind: 'info', message: t`Invitation declined` });
        navigate(paths.dashboard());
      },
      onError: (error) => {
        showToast({
          kind: 'error',
          title: t`Failed to decline invitation`,
          message: messageOf(error, t`Please try again.`),
        });
      },
    });

  return (
    <InvitationCard
      invitation={invitation.data}
      onAccept={acceptInvitation}
      onDecline={declineInvitation}
      isAccepting={accept.isPending}
      isDeclining={decline.isPending}
    />
  );
}
