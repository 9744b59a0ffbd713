import { PRODUCT_NAME } from '#shared/product-name';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { VisitorShellSkeleton } from '#client/components/visitor-shell-skeleton';
import { AuthAlert, type AuthNotice } from '#client/features/auth/components/auth-alert';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { AuthLink, AuthPrompt, AuthTextButton } from '#client/features/auth/components/auth-links';
import { NewPasswordForm } from '#client/features/auth/components/new-password-form';
import { ResetRequestDialog } from '#client/features/auth/components/reset-request-dialog';
import { SignInForm } from '#client/features/auth/components/sign-in-form';
import { SignUpForm } from '#client/features/auth/components/sign-up-form';
import { SignUpModeNotice } from '#client/features/auth/components/sign-up-mode-notice';
import { finishSingleSignOn } from '#client/features/auth/api/start-single-sign-on';
import { useLeaveWhenSignedIn } from '#client/features/auth/hooks/use-leave-when-signed-in';
import { releaseResetCode, usePasswordResetCode } from '#client/features/auth/hooks/use-password-reset-code';
import { useSession } from '#client/features/session/hooks/use-session';
import { joinPendingChallenge } from '#client/features/challenges/api/join-challenge';
import { joinPendingGroup } from '#client/features/groups/api/join-group';
import { acceptPendingInvitation } from '#client/features/invitations/api/accept-invitation';
import { usePageTitle } from '#client/hooks/use-page-title';
import { nextAfterSignIn } from '#client/lib/pending-destination';
import { usePendingJoinSummary } from './auth-pending-join';
import { type AuthMode, paths } from '#client/lib/paths';

const screens = {
  reset: {
    title: msg`Reset Your Password`,
    subtitle: msg`Choose a new password for your account.`,
    documentTitle: msg`Reset Password`,
  },
  signin: {
    title: msg`Sign in to ${PRODUCT_NAME}`,
    subtitle: msg`Welcome back! Your challenges are waiting.`,
    documentTitle: msg`Sign In`,
  },
  signup: {
    title: msg`Create an account`,
    subtitle: msg`Start a 14-day habit challenge with your friends.`,
    documentTitle: msg`Create Account`,
  },
} as const;

/** /auth: sign in, sign up, and set a new password from a reset link (product-rules.md#accounts-and-sign-in). */
export default function AuthPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reset = usePasswordResetCode();
  const mode: AuthMode = params.get('mode') === 'signin' ? 'signin' : 'signup';
  // an administrator's invite link opens sign-up with its code (product-rules.md#sign-up-modes)
  const inviteCode = params.get('invite') ?? undefined;
  // What one form had typed follows the person to the other (and into the reset dialog).
  const [email, setEmail] = useState('');
  const pendingJoin = usePendingJoinSummary();
  // an e-mail invitation's address starts both forms, once it has loaded (React's "adjust state while rendering")
  const [prefilledEmail, setPrefilledEmail] = useState<string | undefined>(undefined);
  if (pendingJoin.invitedEmail && prefilledEmail !== pendingJoin.invitedEmail) {
    setPrefilledEmail(pendingJoin.invitedEmail);
    if (email === '') setEmail(pendingJoin.invitedEmail);
  }
  const [notice, setNotice] = useState<AuthNotice | null>(null);
  const [isResetDialogOpen, setResetDialogOpen] = useState(false);

  // the pending join done, the person lands in what they joined (decisions 062 and 068); refused, on its own page
  const leave = useCallback(async () => {
    await finishSingleSignOn();
    const next = nextAfterSignIn();
    let landing = next.path;
    if (next.joinGroupId && (await joinPendingGroup(next.joinGroupId)))
      landing = paths.group(next.joinGroupId);
    if (next.joinChallengeId && (await joinPendingChallenge(next.joinChallengeId))) {
      landing = paths.challenge(next.joinChallengeId);
    }
    if (next.acceptInvitationToken) {
      const acceptedChallengeId = await acceptPendingInvitation(next.acceptInvitationToken);
      if (acceptedChallengeId) landing = paths.challenge(acceptedChallengeId);
    }
    await navigate(landing, { replace: true });
  }, [navigate]);
  const isLeaving = useLeaveWhenSignedIn({
    isSignedIn: session.user !== null,
    isLoading: session.isLoading,
    isResetMode: reset.isResetMode,
    leave,
  });

  const switchMode = (next: AuthMode, carried?: { email: string; notice: AuthNotice }) => {
    if (carried) setEmail(carried.email);
    setNotice(carried?.notice ?? null);
    navigate(paths.auth(next));
  };

  const screen = reset.isResetMode ? screens.reset : screens[mode];
  usePageTitle(i18n._(screen.documentTitle));

  if (
    session.isLoading ||
    isLeaving ||
    (reset.isResetMode && !reset.code) ||
    (!reset.isResetMode && pendingJoin.isWaitingForEmail)
  ) {
    return <VisitorShellSkeleton />;
  }

  return (
    <AuthCard title={i18n._(screen.title)} subtitle={i18n._(screen.subtitle)}>
      {notice && <AuthAlert notice={notice} onClose={() => setNotice(null)} />}

      {reset.isResetMode && reset.code ? (
        <Stack gap="md">
          <NewPasswordForm
            code={reset.code}
            onNotice={setNotice}
            waitForSignedOut={async () => {
              await session.refetch();
            }}
            onPasswordUpdated={() => {
              releaseResetCode();
              navigate(paths.auth('signin'), { replace: true });
            }}
          />
          <AuthPrompt prompt={t`Link not working?`}>
            <AuthTextButton onClick={() => setResetDialogOpen(true)}>
              <Trans>Request a new one</Trans>
            </AuthTextButton>
          </AuthPrompt>
          <AuthPrompt>
            <AuthLink
              to={paths.auth('signin')}
              onClick={() => {
                releaseResetCode();
                setNotice(null);
              }}
            >
              <Trans>Back to sign in</Trans>
            </AuthLink>
          </AuthPrompt>
          <ResetRequestDialog
            opened={isResetDialogOpen}
            onClose={() => setResetDialogOpen(false)}
            initialEmail={email}
            onSent={() => setResetDialogOpen(false)}
          />
        </Stack>
      ) : mode === 'signin' ? (
        <>
          {pendingJoin.summary}
          <SignInForm
            initialEmail={email}
            onEmailChange={setEmail}
            onNotice={setNotice}
            onSwitchToSignUp={(carriedEmail, carriedNotice) =>
              switchMode('signup', { email: carriedEmail, notice: carriedNotice })
            }
          />
          <AuthPrompt prompt={t`Don't have an account?`}>
            <AuthLink to={paths.auth('signup')} onClick={() => setNotice(null)}>
              <Trans>Sign up</Trans>
            </AuthLink>
          </AuthPrompt>
        </>
      ) : (
        <>
          {pendingJoin.summary}
          <SignUpModeNotice hasInviteCode={inviteCode !== undefined} />
          <SignUpForm
            inviteCode={inviteCode}
            initialEmail={email}
            onEmailChange={setEmail}
            onNotice={setNotice}
            onSwitchToSignIn={(carriedEmail, carriedNotice) =>
              switchMode('signin', { email: carriedEmail, notice: carriedNotice })
            }
          />
          <AuthPrompt prompt={t`Already have an account?`}>
            <AuthLink to={paths.auth('signin')} onClick={() => setNotice(null)}>
              <Trans>Sign in</Trans>
            </AuthLink>
          </AuthPrompt>
        </>
      )}
    </AuthCard>
  );
}
