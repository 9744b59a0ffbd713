import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationInboxes, notifications } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { createNotification, createNotifications } from './notifications.service';
import { countStatements } from '#server/testing/http';
import { fixedText } from '#server/testing/fixed-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('createNotification', () => {
  it('stores an unread update for the person, optionally pointing at an in-app path', async () => {
    const user = await t.visitor().signUp();
    const created = await createNotification(t.db, {
      userId: user.id,
      title: fixedText('New comment'),
      message: fixedText('Someone answered your post'),
      link: '/feedback-forum/post/123',
    });
    expect(created).toMatchObject({ type: 'update', read: false, link: '/feedback-forum/post/123' });
    const stored = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(stored).toHaveLength(1);
  });

  it('commits or rolls back with the action that created it', async () => {
    const user = await t.visitor().signUp();
    await expect(
      t.db.transaction(async (tx) => {
        await createNotification(tx, {
          userId: user.id,
          title: fixedText('Doomed'),
          message: fixedText('never seen'),
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(0);
  });

  it('refuses a type the spec does not know', async () => {
    const user = await t.visitor().signUp();
    await expect(
      createNotification(t.db, {
        userId: user.id,
        title: fixedText('x'),
        message: fixedText('y'),
        type: 'spam' as never,
      }),
    ).rejects.toThrow();
  });
});

describe('createNotifications', () => {
  it('writes up to a thousand in one INSERT (not one per person), each one unread in the inbox', async () => {
    // one more statement reads every recipient's language
    const [first, second] = [await t.visitor().signUp(), await t.visitor().signUp()];
    const inputs = Array.from({ length: 1001 }, (_, index) => ({
      userId: index % 2 === 0 ? first.id : second.id,
      title: fixedText(`Update ${index}`),
      message: fixedText('Something changed'),
    }));
    let created: Awaited<ReturnType<typeof createNotifications>> = [];
    const statements = await countStatements(t.db, async () => {
      created = await createNotifications(t.db, inputs);
    });
    expect(statements).toBe(3);
    expect(created).toHaveLength(1001);
    const [inbox] = await t.db
      .select({ unreadCount: notificationInboxes.unreadCount })
      .from(notificationInboxes)
      .where(eq(notificationInboxes.userId, first.id));
    expect(inbox).toEqual({ unreadCount: 501 });
  });

  it('writes nothing, and sends nothing, for nobody', async () => {
    expect(await countStatements(t.db, () => createNotifications(t.db, []))).toBe(0);
  });
});
