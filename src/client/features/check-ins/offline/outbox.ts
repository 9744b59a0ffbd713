import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { CalendarDate } from '#shared/domain/calendar-date';
import type { CheckInAnswer } from '../utils/check-in-answer';

// The check-ins made on this device that the server has not answered yet (decision 030): kept in IndexedDB, so a
// check-in made offline survives the tab being closed, and sent again with the same client id until the server
// answers it. Each belongs to the person who made it and is sent only while that person is signed in.

/** A check-in waiting on this device, as it will be sent again. */
export interface PendingCheckIn {
  /** the id the check-in was first sent with: the server answers a replay with the check-in it made */
  clientId: string;
  /** who made it: never sent while someone else is signed in */
  userId: string;
  challengeId: string;
  /** for the messages: the challenge's title when it was made */
  challengeTitle: string;
  date: CalendarDate;
  answer: CheckInAnswer;
  /** ISO timestamp: pending check-ins are sent in the order they were made */
  savedAt: string;
}

interface OutboxSchema extends DBSchema {
  'check-ins': { key: string; value: PendingCheckIn; indexes: { userId: string } };
}

let opened: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function outbox() {
  opened ??= openDB<OutboxSchema>('habitsprint-outbox', 1, {
    upgrade(db) {
      db.createObjectStore('check-ins', { keyPath: 'clientId' }).createIndex('userId', 'userId');
    },
  });
  return opened;
}

export async function keepPendingCheckIn(checkIn: PendingCheckIn) {
  await (await outbox()).put('check-ins', checkIn);
}

/** The person's pending check-ins, oldest first. */
export async function pendingCheckInsOf(userId: string): Promise<PendingCheckIn[]> {
  const checkIns = await (await outbox()).getAllFromIndex('check-ins', 'userId', userId);
  return checkIns.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

export async function forgetPendingCheckIn(clientId: string) {
  await (await outbox()).delete('check-ins', clientId);
}

/** At sign-out: nothing of the person's stays behind for whoever uses this browser next. */
export async function forgetPendingCheckInsOf(userId: string) {
  const db = await outbox();
  const keys = await db.getAllKeysFromIndex('check-ins', 'userId', userId);
  const transaction = db.transaction('check-ins', 'readwrite');
  await Promise.all([...keys.map((key) => transaction.store.delete(key)), transaction.done]);
}
