import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { DeleteAccountInput } from '#shared/account-deletion/account-deletion.schemas';
import type { AccountDeletionResult } from '#shared/account-deletion/account-deletion.types';
import type { Actor, Deps } from '#server/app-env';
import { confirmedAddressOf } from '#server/auth/confirmed-address';
import { badRequest, forbidden, unauthorized } from '#server/lib/domain-error';
import { keyOfFileUrl } from '#server/storage/file-url';
import { findPasswordHash } from '#server/features/account/account.queries';
import { createNotifications } from '#server/features/notifications/notifications.service';
import { accountDeletionMessages } from './account-deletion-messages';
import {
  deleteGroupsLeftEmpty,
  deleteOrganisedChallenges,
  deleteRowsNamingPerson,
  deleteUserRow,
  findGroupPostImages,
  lockGroupsOf,
  lockOrganisedChallenges,
  lockPerson,
  promoteSuccessorAdmins,
  serializeAccountDeletions,
  transferOrganisedChallenges,
} from './account-deletion.queries';

/**
 * product-rules.md#account-deletion, decision 046: after the password is checked, one transaction hands on or
 * deletes what the person organised and removes the account, its sessions and personal data (the foreign keys
 * cascade, or set null for forum posts and comments); their uploaded files are removed after the commit.
 * Locks are taken in one order: the deletion lock, the person, their challenges by id, their groups by id.
 */
export async function deleteAccount(
  deps: Deps,
  actor: Actor,
  input: DeleteAccountInput,
): Promise<AccountDeletionResult> {
  await checkPassword(deps, actor.userId, input.password);
  const { result, fileKeys, filePrefixes } = await deps.db.transaction(async (tx) => {
    await serializeAccountDeletions(tx);
    const person = await lockPerson(tx, actor.userId);
    if (!person) throw unauthorized(accountDeletionMessages.gone);

    const organised = await lockOrganisedChallenges(tx, actor.userId);
    const transferred = organised.length > 0 ? await transferOrganisedChallenges(tx, actor.userId) : [];
    const deletedChallenges = organised.length > 0 ? await deleteOrganisedChallenges(tx, actor.userId) : [];

    const memberOf = await lockGroupsOf(tx, actor.userId);
    const promoted = memberOf.length > 0 ? await promoteSuccessorAdmins(tx, actor.userId) : [];
    const deletedGroups = memberOf.length > 0 ? await deleteGroupsLeftEmpty(tx, actor.userId) : [];

    await createNotifications(tx, [
      ...transferred.map(({ title, ...row }) => ({
        userId: row.organizerId,
        type: 'update' as const,
        title: (i18n: I18n) => t(i18n)`You are now the organizer`,
        message: (i18n: I18n) =>
          t(i18n)`The organizer of "${title}" deleted their account. You organize the challenge now.`,
        challengeId: row.challengeId,
      })),
      ...promoted.map(({ name, ...row }) => ({
        userId: row.userId,
        type: 'update' as const,
        title: (i18n: I18n) => t(i18n)`You are now a group admin`,
        message: (i18n: I18n) =>
          t(i18n)`The admin of "${name}" deleted their account. You are an admin of the group now.`,
        groupId: row.groupId,
      })),
    ]);

    const postImages = await findGroupPostImages(tx, actor.userId);
    await deleteRowsNamingPerson(tx, actor.userId, confirmedAddressOf(person));
    if (!(await deleteUserRow(tx, actor.userId))) throw unauthorized(accountDeletionMessages.gone);
    return {
      result: {
        challengesTransferred: transferred.length,
        challengesDeleted: deletedChallenges.length,
        groupsTransferred: promoted.length,
        groupsDeleted: deletedGroups.length,
      },
      fileKeys: postImages.map(keyOfFileUrl).filter((key): key is string => key !== null),
      filePrefixes: [
        `avatars/${actor.userId}/`,
        ...deletedGroups.flatMap(({ id }) => [`groups/${id}/`, `group-covers/${id}/`]),
      ],
    };
  });
  await removeFiles(deps, fileKeys, filePrefixes);
  return result;
}

async function checkPassword(deps: Deps, userId: string, password: string) {
  const hash = await findPasswordHash(deps.db, userId);
  if (!hash) throw forbidden(accountDeletionMessages.noPassword);
  const context = await deps.auth.$context;
  if (!(await context.password.verify({ hash, password }))) {
    throw badRequest(accountDeletionMessages.wrongPassword, {
      password: accountDeletionMessages.wrongPassword,
    });
  }
}

// After the commit: the account is gone whatever happens here, so a file left behind is logged, not an error.
async function removeFiles(deps: Deps, keys: string[], prefixes: string[]) {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.logger.warn({ err: error, key }, 'could not delete a file of a deleted account');
    });
  }
  for (const prefix of prefixes) {
    await deps.storage.deletePrefix(prefix).catch((error: unknown) => {
      deps.logger.warn({ err: error, prefix }, 'could not delete the files of a deleted account');
    });
  }
}
