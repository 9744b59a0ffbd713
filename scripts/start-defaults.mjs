// Preloaded by `npm start` (package.json): outside production the dev outbox is on, so a laptop's reset and
// confirmation links can be read at /dev/outbox, unless DEV_OUTBOX says otherwise. In production it stays off
// (the server refuses DEV_OUTBOX=true there: src/server/env.ts).
if (process.env.NODE_ENV !== 'production') process.env.DEV_OUTBOX ??= 'true';
