import { afterEach } from 'vitest';

/** What a test must undo when it ends (stop a server, drop a database), last first. */
export type Cleanups = (() => Promise<unknown>)[];

/**
 * The list a test file's tests push their clean-ups onto; after each test they run newest first, so what was started
 * on top of something (a server on its database) stops before it.
 */
export function cleanUpAfterEach(): Cleanups {
  const cleanups: Cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return cleanups;
}
