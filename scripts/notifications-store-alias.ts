import path from 'node:path';

// Mantine's toast store without its toast container: importing the package's index brings the container, its
// transitions and portal, 13 KiB, onto every screen's path; the container loads on the first toast (decision 067).
// The package exports only its index, so the store's own file is named here (and in tsconfig.json, for its types);
// both the app's build and the landing page's prerender build resolve it.
export const notificationsStoreAlias = {
  find: /^#mantine-notifications-store$/,
  replacement: path.resolve(
    import.meta.dirname,
    '../node_modules/@mantine/notifications/esm/notifications.store.mjs',
  ),
};
