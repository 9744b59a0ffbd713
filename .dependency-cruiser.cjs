// The server's dependency order (docs/decisions/070): every arrow points down a floor, or stays inside one module
// folder; nothing runs back up and nothing goes round, type-only imports included. `npm run lint` runs it
// (`depcruise src`); the client's and shared code's boundaries are eslint.config.js's.

/**
 * The floors of src/server, bottom first. A module imports its own floor and the floors below it, never one above.
 * Inside a floor, folders may use each other as long as no cycle forms (the no-circular rule below): the request
 * platform is app-env's types, better-auth and the middleware that reads them.
 */
const serverFloors = [
  ['env.ts', 'secret-settings.ts'],
  ['lib'],
  ['db'],
  ['i18n', 'mail', 'storage'],
  ['app-env.ts', 'auth', 'middleware', 'metrics'],
  ['features'],
  ['scheduler', 'backup'],
  ['static-client.ts', 'create-deps.ts', 'app.ts'],
  ['server.ts'],
  ['index.ts'],
  // what tests are made of: the harness starts the app and servers, so it sits above them all
  ['testing', 'fuzz', 'resilience'],
];

/**
 * The features, bottom first. A feature imports features of lower floors only, never one of its own floor or above:
 * a piece two features both need moves down into the lower one (or a building block of its own, like `standings`).
 */
const featureFloors = [
  // who blocked whom: every feature where people meet asks it (decision 084)
  ['blocks'],
  // people, notifications and building blocks, and features nothing else needs
  [
    'account',
    'account-export',
    'api-tokens',
    'app-config',
    'dev-outbox',
    'health',
    'moderation-visibility',
    'notifications',
    'open-api',
    'passkeys',
    'reminder-emails',
    'site-admin',
    'standings',
    'users',
    'waitlist',
  ],
  // what people make on their own: groups, posts in the forum, their profile
  ['account-deletion', 'feedback', 'forum', 'groups', 'instance', 'profile'],
  // challenges, and what hangs on a group
  ['challenges', 'files', 'group-posts'],
  // what hangs on a challenge
  ['calendar-feed', 'check-ins', 'group-challenges', 'invitations', 'profile-stats'],
  // what reads check-ins (push: a reminder's answer and the app badge read a person's challenges and check-ins)
  ['check-in-links', 'cheers', 'leaderboards', 'link-previews', 'push'],
  // screens made of everything below
  ['challenge-rounds', 'dashboard', 'moderation'],
];

const anyOf = (names) => `(${names.map((name) => name.replace(/\./g, '\\.')).join('|')})`;
const serverPath = (names) => `^src/server/${anyOf(names)}($|/)`;
const featurePath = (names) => `^src/server/features/${anyOf(names)}/`;
const production = { pathNot: '\\.test\\.tsx?$' };

const upwardFloor = serverFloors.slice(0, -1).map((floor, i) => ({
  name: 'server-floor-order',
  comment: `src/server/{${floor.join(',')}} imports a floor above it (see serverFloors).`,
  severity: 'error',
  from: { path: serverPath(floor), ...production },
  to: { path: serverPath(serverFloors.slice(i + 1).flat()) },
}));

const upwardFeature = featureFloors.map((floor, i) => ({
  name: 'feature-order',
  comment: `A feature of the floor {${floor.join(',')}} imports one of its own floor or above (see featureFloors).`,
  severity: 'error',
  from: { path: featurePath(floor), ...production },
  to: { path: featurePath(featureFloors.slice(i).flat()), pathNot: '^src/server/features/$1/' },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Two modules that need each other are one thing, or a building block sits in the wrong file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upwardFloor,
    ...upwardFeature,
    {
      name: 'feature-declared',
      comment: 'Every server feature has its place in featureFloors.',
      severity: 'error',
      from: { path: '^src/server/features/[^/]+/', pathNot: featurePath(featureFloors.flat()) },
      to: {},
    },
    {
      name: 'relative-import-stays-home',
      comment:
        "A relative import stays inside its feature or folder; anything further is '#server/…' or '#shared/…' " +
        '(docs/conventions.md#layers).',
      severity: 'error',
      from: { path: '^(src/server/features/[^/]+|src/server/[^/]+|src/shared/[^/]+)/' },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], pathNot: '^$1/' },
    },
    {
      name: 'relative-import-stays-home',
      comment: "A file at the root of src/server reaches into a folder as '#server/…'.",
      severity: 'error',
      from: { path: '^src/server/[^/]+\\.ts$' },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], path: '^src/server/[^/]+/' },
    },
  ],
  options: {
    // type-only imports count: a cycle through types is still two modules that cannot be read apart
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/client/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
