import type { Page } from '@playwright/test';

/** How many check-ins wait in the device's outbox (src/client/features/check-ins/offline/outbox.ts). */
export const waitingOnDevice = (page: Page) =>
  page.evaluate(async () => {
    // opening a database that does not exist would create it empty, and the app's own upgrade would then not run
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'habitsprint-outbox')) return 0;
    return new Promise<number>((resolve, reject) => {
      const opening = indexedDB.open('habitsprint-outbox');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const counting = opening.result.transaction('check-ins').objectStore('check-ins').count();
        counting.onsuccess = () => {
          opening.result.close();
          resolve(counting.result);
        };
        counting.onerror = () => reject(counting.error);
      };
    });
  });
