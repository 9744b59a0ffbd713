import { paths } from './paths';
// product-rules.md#after-sign-in: what a signed-out visitor was about to do when we sent them to /auth, kept in
// localStorage so it survives the sign-up confirmation e-mail and a new tab.
export const PENDING_KEYS = {
  groupJoin: 'pending_group_join',
  challengeJoin: 'pending_challenge_join',
  invitation: 'pending_invitation',
} as const;

export type PendingAction = keyof typeof PENDING_KEYS;

// localStorage throws in some private modes and when storage is full; a lost pending join is not worth a crash.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function storePending(action: PendingAction, id: string) {
  try {
    storage()?.setItem(PENDING_KEYS[action], id);
  } catch {
    // see storage()
  }
}

export function readPending(action: PendingAction): string | null {
  try {
    return storage()?.getItem(PENDING_KEYS[action]) || null;
  } catch {
    return null;
  }
}

export function clearPending(action: PendingAction) {
  try {
    storage()?.removeItem(PENDING_KEYS[action]);
  } catch {
    // see storage()
  }
}

export interface AfterSignIn {
  /**
   * where the person goes when nothing is pending, or when the pending action is refused: its own page, which says
   * why and lets them try again. Done, they land in what they joined instead (decisions 062 and 068).
   */
  path: string;
  /** a group to join automatically before going to `path` (product-rules.md#after-sign-in) */
  joinGroupId?: string;
  /** a challenge to join automatically before going to `path` (product-rules.md#after-sign-in) */
  joinChallengeId?: string;
  /** an invitation to accept on the spot (decision 062) */
  acceptInvitationToken?: string;
}

// product-rules.md#after-sign-in, most important first. Each is carried out on the spot, with its own page as the
// way back when it cannot be: a group or challenge join (decision 068), an invitation (decision 062).
const precedence: { action: PendingAction; next: (id: string) => AfterSignIn }[] = [
  { action: 'groupJoin', next: (id) => ({ path: paths.joinGroup(id), joinGroupId: id }) },
  { action: 'challengeJoin', next: (id) => ({ path: paths.joinChallenge(id), joinChallengeId: id }) },
  { action: 'invitation', next: (id) => ({ path: paths.invitation(id), acceptInvitationToken: id }) },
];

export interface PendingJoin {
  action: PendingAction;
  id: string;
}

/**
 * The pending action that signing in or up will carry out, without using it up: the auth screen shows what the
 * person is about to join, and it must be the same one nextAfterSignIn then takes.
 */
export function peekPending(): PendingJoin | null {
  for (const { action } of precedence) {
    const id = readPending(action);
    if (id) return { action, id };
  }
  return null;
}

/**
 * What happens right after signing in or up: the pending group join, then the pending challenge join, then the
 * pending invitation (accepted), else the dashboard. The pending key that decides it is cleared, so it is used once.
 */
export function nextAfterSignIn(): AfterSignIn {
  const pending = peekPending();
  if (!pending) return { path: paths.dashboard() };
  clearPending(pending.action);
  return precedence.find(({ action }) => action === pending.action)!.next(pending.id);
}
