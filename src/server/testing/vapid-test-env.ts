/**
 * A fixed VAPID pair for tests that start the server with DATABASE_URL or in production, where env.ts requires
 * one (generated once with web-push's generateVAPIDKeys; a test key, never a deployment's).
 */
export const VAPID_TEST_ENV = {
  VAPID_PUBLIC_KEY: 'BMYxMwvsld9u0Kv7JZ5mRgsthIlkSUpMwdoMWuquItl4AFUkjomESuprtQ9AESvHuh2MTyRZliQVGYtQhNFCKKM',
  VAPID_PRIVATE_KEY: 'DdxeP_6xF0yDDFsT1o2Dg8H7mrvsSvZqqga7K5gxz9s',
  VAPID_SUBJECT: 'mailto:tests@habitsprint.local',
} as const;
