import { APIError } from 'better-auth/api';
import { ACCOUNT_AWAITING_APPROVAL, SIGN_UP_INVITE_ONLY } from '#shared/auth/admission-codes';
import type { Database } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import { hashSecretToken, isWellFormedSecretToken } from '#server/lib/secret-token';
import {
  isAwaitingApproval,
  readAdmissionFacts,
  takeInviteLinkUse,
  type AdmissionFacts,
} from './account-admission.queries';

// Who may have an account and who may have a session, by the instance's sign-up mode (product-rules.md#sign-up-modes,
// decision 087). better-auth's hooks in auth.ts call these; a refusal of a session for another reason (a suspended
// account) belongs beside refuseSessionOfWaitingAccount, so one gate covers every way of signing in.

/** better-auth answers these in English; the auth screen shows its own words for each code. */
export const admissionRefusals = {
  inviteOnly: {
    code: SIGN_UP_INVITE_ONLY,
    message:
      'This HabitSprint is invite-only. You can sign up with an invitation sent to your e-mail address or with an invite link from an administrator.',
  },
  awaitingApproval: {
    code: ACCOUNT_AWAITING_APPROVAL,
    message:
      'Your account is waiting for approval by a site administrator. We will e-mail you as soon as you can sign in.',
  },
} as const;

/** The code of an admin's invite link a sign-up carries: only a well-formed one is looked up. */
const codeHashOf = (inviteCode: unknown) =>
  typeof inviteCode === 'string' && isWellFormedSecretToken(inviteCode) ? hashSecretToken(inviteCode) : null;

const isAdmitted = (facts: AdmissionFacts) =>
  facts.mode !== 'invite-only' || facts.isInvited || facts.hasValidCode;

/**
 * Before better-auth's e-mail sign-up runs: while sign-up is invite-only, an address without an invitation and a
 * request without a valid invite code is refused with 403. Checked here, ahead of the endpoint, because better-auth
 * turns a 403 from creating the user into its "check your e-mail" answer when addresses need confirming.
 */
export async function refuseSignUpNotAdmitted(
  db: Database,
  clock: Clock,
  email: string,
  inviteCode: unknown,
) {
  const facts = await readAdmissionFacts(db, email, codeHashOf(inviteCode), clock.now());
  if (!isAdmitted(facts)) throw new APIError('FORBIDDEN', admissionRefusals.inviteOnly);
}

/**
 * As the account row is created (any way of signing up): an invite-only sign-up admitted by a code takes one of its
 * uses (atomically: a code with one use left admits one of two people signing up at once), and an account made while
 * sign-up needs approval waits for it. Answers the fields to add to the new row.
 */
export async function admitNewAccount(
  db: Database,
  clock: Clock,
  email: string,
  inviteCode: unknown,
): Promise<{ awaitingApproval: boolean }> {
  const now = clock.now();
  const codeHash = codeHashOf(inviteCode);
  const facts = await readAdmissionFacts(db, email, codeHash, now);
  if (facts.mode === 'invite-only' && !facts.isInvited) {
    const isTaken = codeHash !== null && (await takeInviteLinkUse(db, codeHash, now));
    if (!isTaken) throw new APIError('FORBIDDEN', admissionRefusals.inviteOnly);
  }
  return { awaitingApproval: facts.mode === 'approval' };
}

/**
 * Before any session is created (sign-in, sign-up, the confirmation link): an account waiting for approval gets none,
 * refused with 403 or with the `refusal` given (a redirect, for a link followed in a browser). better-auth's drizzle
 * adapter runs sign-up without a transaction, so the account made just before stays.
 */
export async function refuseSessionOfWaitingAccount(
  db: Database,
  userId: string,
  refusal: () => Error = () => new APIError('FORBIDDEN', admissionRefusals.awaitingApproval),
) {
  if (await isAwaitingApproval(db, userId)) throw refusal();
}
