import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/social';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createNotification } from './notifications.service';

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
      title: 'New comment',
      message: 'Someone answered your post',
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
        await createNotification(tx, { userId: user.id, title: 'Doomed', message: 'never seen' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(0);
  });

  it('refuses a type the spec does not know', async () => {
    const user = await t.visitor().signUp();
    await expect(
      createNotification(t.db, { userId: user.id, title: 'x', message: 'y', type: 'spam' as never }),
    ).rejects.toThrow();
  });
});
