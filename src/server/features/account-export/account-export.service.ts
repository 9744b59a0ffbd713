import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import {
  EXPORT_CSV_FILE,
  EXPORT_README_FILE,
  type ExportJsonFile,
  exportFileName,
} from '#shared/account-export/account-export.types';
import { calendarDateIn } from '#shared/domain/calendar-date';
import type { Actor, Deps } from '#server/app-env';
import { confirmedAddressOf } from '#server/auth/confirmed-address';
import type { Database } from '#server/db/database';
import { i18nFor } from '#server/i18n/i18n-for';
import { notFound } from '#server/lib/domain-error';
import {
  readChallengesOrganised,
  readCheckIns,
  readCheersGiven,
  readDepartures,
  readFlagsGiven,
  readInvitationsReceived,
  readInvitationsSent,
  readParticipations,
  readProfile,
  readApiTokens,
  readPasskeys,
  readCheckInLinks,
  readSignedInDevices,
} from './account-export.queries';
import {
  readFeedback,
  readForumComments,
  readForumPosts,
  readForumSubscriptions,
  readForumVotes,
  readGroupMemberships,
  readGroupPostComments,
  readGroupPostReactions,
  readGroupPosts,
  readNotifications,
  readPushSubscriptions,
  readWaitlist,
} from './account-export-social.queries';
import { readBlocks } from './account-export-blocks.queries';
import { profileView } from './account-export-view';
import { checkInsCsv } from './check-ins-csv';
import { allRows, type ExportOwner, type ReadPage } from './export-batches';
import { exportReadme } from './export-readme';

const ACCOUNT_NOT_FOUND = translatable(msg`Account not found`);

type Pages = (db: Database, owner: ExportOwner, batchSize?: number) => AsyncIterable<unknown[]>;
const pages =
  <Row>(readPage: ReadPage<Row>): Pages =>
  (db, owner, batchSize) =>
    allRows(db, owner, readPage, batchSize);

/** Every JSON file but the profile, and the pages it is read in. */
export const EXPORT_LISTS: Record<Exclude<ExportJsonFile, 'profile.json'>, Pages> = {
  'signed-in-devices.json': pages(readSignedInDevices),
  'api-tokens.json': pages(readApiTokens),
  'passkeys.json': pages(readPasskeys),
  'check-in-links.json': pages(readCheckInLinks),
  'challenges-organised.json': pages(readChallengesOrganised),
  'participations.json': pages(readParticipations),
  'challenge-departures.json': pages(readDepartures),
  'check-ins.json': pages(readCheckIns),
  'check-in-flags-given.json': pages(readFlagsGiven),
  'cheers-given.json': pages(readCheersGiven),
  'invitations-sent.json': pages(readInvitationsSent),
  'invitations-received.json': pages(readInvitationsReceived),
  'group-memberships.json': pages(readGroupMemberships),
  'group-posts.json': pages(readGroupPosts),
  'group-post-comments.json': pages(readGroupPostComments),
  'group-post-reactions.json': pages(readGroupPostReactions),
  'forum-posts.json': pages(readForumPosts),
  'forum-comments.json': pages(readForumComments),
  'forum-votes.json': pages(readForumVotes),
  'forum-subscriptions.json': pages(readForumSubscriptions),
  'feedback.json': pages(readFeedback),
  'notifications.json': pages(readNotifications),
  'push-subscriptions.json': pages(readPushSubscriptions),
  'blocks.json': pages(readBlocks),
  'waitlist.json': pages(readWaitlist),
};

/** A JSON array written as its pages arrive, one row a line. */
async function* jsonArray(pages: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  let isEmpty = true;
  yield '[';
  for await (const page of pages) {
    let chunk = '';
    for (const row of page) {
      chunk += `${isEmpty ? '' : ','}\n  ${JSON.stringify(row)}`;
      isEmpty = false;
    }
    yield chunk;
  }
  yield isEmpty ? ']\n' : '\n]\n';
}

export interface AccountExport {
  fileName: string;
  /** the zip as it is written: nothing but the page being read and zipped is held in memory */
  body: ReadableStream<Uint8Array>;
}

/**
 * "Download my data" (product-rules.md#your-data, decision 045): a zip of one JSON file per kind of the actor's
 * data, check-ins.csv and README.txt, streamed. The entries are zipped one after another, and each reads its rows
 * in keyset pages only as the zip takes them, so the statements are bounded by the kinds and the pages, and the
 * memory by one page. A failure halfway ends the download with an error (never a zip that looks complete).
 */
export async function exportAccountData(deps: Deps, actor: Actor): Promise<AccountExport> {
  const { db, logger, clock } = deps;
  const profile = await readProfile(db, actor.userId);
  if (!profile) throw notFound(ACCOUNT_NOT_FOUND);
  const owner: ExportOwner = { userId: actor.userId, confirmedAddress: confirmedAddressOf(profile) };
  const now = clock.now();

  const archive = new ZipArchive({ zlib: { level: 6 } });
  let hasFailed = false;
  const fail = (error: Error) => {
    if (hasFailed) return;
    hasFailed = true;
    logger.error({ err: error, userId: actor.userId }, 'account export failed halfway');
    archive.destroy(error);
  };
  archive.on('warning', fail);
  archive.on('error', fail);
  const add = (name: string, source: AsyncIterable<string> | string) => {
    const stream = typeof source === 'string' ? source : Readable.from(source, { objectMode: false });
    if (typeof stream !== 'string') stream.on('error', fail);
    archive.append(stream, { name, date: now });
  };

  // README.txt in the owner's language (decision 080); the files' names, keys and columns are data and stay as they are
  add(EXPORT_README_FILE, exportReadme(i18nFor(profile.locale), now));
  add('profile.json', `${JSON.stringify(profileView(profile), null, 2)}\n`);
  for (const [name, pagesOfKind] of Object.entries(EXPORT_LISTS)) {
    add(name, jsonArray(pagesOfKind(db, owner)));
  }
  add(EXPORT_CSV_FILE, checkInsCsv(allRows(db, owner, readCheckIns)));
  archive.finalize().catch(fail);

  return {
    fileName: exportFileName(calendarDateIn(actor.timezone, now)),
    body: Readable.toWeb(archive) as ReadableStream<Uint8Array>,
  };
}
