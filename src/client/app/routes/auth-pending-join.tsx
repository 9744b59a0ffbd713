import { useLingui } from '@lingui/react/macro';
import { IconCalendar, IconUser, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Fact } from '#client/components/fact';
import { JoiningSummary } from '#client/components/joining-summary';
import { usePublicChallenge } from '#client/features/challenges/api/get-public-challenge';
import { useGroupCard } from '#client/features/groups/api/get-group-card';
import { memberCountLabel, participantCountLabel } from '#shared/domain/count-labels';
import { useInvitation } from '#client/features/invitations/api/get-invitation';
import { formatListDate } from '#client/i18n/formats';
import { peekPending } from '#client/lib/pending-destination';

interface PendingJoinSummary {
  /** what the person is about to join and who asked, or null when nothing (known) is pending */
  summary: ReactNode;
  /** an e-mail invitation's address, to start the forms with */
  invitedEmail: string | undefined;
  /** the invitation is still loading: the forms wait for its address rather than fill in under the person */
  isWaitingForEmail: boolean;
}

const dateRange = (start: string, end: string) => `${formatListDate(start)} – ${formatListDate(end)}`;

/**
 * The auth screen of someone sent here by an invitation or a share link (the pending keys of
 * product-rules.md#after-sign-in): what signing in or up will join, the same pending action nextAfterSignIn then
 * takes. Names come from the server only (the inviter of an invitation, a challenge's organizer, a group's creator),
 * never from the link. An unknown, used or expired id shows nothing: the pending flow itself is left as the spec has
 * it.
 */
export function usePendingJoinSummary(): PendingJoinSummary {
  const { t, i18n } = useLingui();
  // read once: signing in clears the key, and the screen leaves then anyway
  const [pending] = useState(peekPending);
  const idFor = (action: string) => (pending?.action === action ? pending.id : '');
  const invitation = useInvitation(idFor('invitation'));
  const challenge = usePublicChallenge(idFor('challengeJoin'), { enabled: idFor('challengeJoin') !== '' });
  const group = useGroupCard(idFor('groupJoin'), { enabled: idFor('groupJoin') !== '' });

  let summary: ReactNode = null;
  if (invitation.data) {
    const { challenge: invited, invitedByName } = invitation.data;
    summary = (
      <JoiningSummary
        kind={t`Challenge Invitation`}
        lead={invitedByName ? t`${invitedByName} invited you to join` : t`You have been invited to join`}
        title={invited.title}
        description={invited.description}
        facts={
          <Fact icon={<IconCalendar size={16} aria-hidden />}>
            {dateRange(invited.startDate, invited.endDate)}
          </Fact>
        }
      />
    );
  } else if (challenge.data) {
    const shared = challenge.data;
    const organizerName = shared.organizerName;
    summary = (
      <JoiningSummary
        kind={t`Challenge`}
        lead={t`Sign in or create an account to join`}
        title={shared.title}
        description={shared.description}
        facts={
          <>
            {organizerName && (
              <Fact icon={<IconUser size={16} aria-hidden />}>{t`Organized by ${organizerName}`}</Fact>
            )}
            <Fact icon={<IconCalendar size={16} aria-hidden />}>
              {dateRange(shared.startDate, shared.endDate)}
            </Fact>
            <Fact icon={<IconUsers size={16} aria-hidden />}>
              {participantCountLabel(i18n, shared.participantCount)}
            </Fact>
          </>
        }
      />
    );
  } else if (group.data) {
    const card = group.data;
    const createdByName = card.createdByName;
    summary = (
      <JoiningSummary
        kind={t`Group`}
        lead={t`Sign in or create an account to join`}
        title={card.name}
        description={card.description}
        facts={
          <>
            {createdByName && (
              <Fact icon={<IconUser size={16} aria-hidden />}>{t`Created by ${createdByName}`}</Fact>
            )}
            <Fact icon={<IconUsers size={16} aria-hidden />}>{memberCountLabel(i18n, card.memberCount)}</Fact>
          </>
        }
      />
    );
  }
  return {
    summary,
    invitedEmail: invitation.data?.invitedEmail,
    // the first answer only: a failing server's retries must not hold the forms back
    isWaitingForEmail: invitation.isLoading && invitation.failureCount === 0,
  };
}
