// How tests start the app's own commands (the server, npm run backup/restore) as separate processes.

// Settings of the test runner's own process that must not leak into the command under test.
const OUTER_SETTINGS = [
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'SMTP_URL',
  'NODE_OPTIONS',
  'VITEST',
  'S3_ENDPOINT',
];

/** The test process's environment without its own settings, plus `settings`. */
export function childEnv(settings: Record<string, string>): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of OUTER_SETTINGS) delete env[name];
  return { ...env, ...settings };
}

/**
 * `node --import ./scripts/typescript.mjs script args` (tsx and the texts' macros), or, given a umask (octal digits such as '000'), the same run by sh with that
 * umask first, as a shell or a service manager may start it: proves the command sets its own file modes.
 */
export function tsxCommand(
  script: string,
  args: string[] = [],
  { umask }: { umask?: string } = {},
): [string, string[]] {
  const node = [process.execPath, '--import', './scripts/typescript.mjs', script, ...args];
  if (umask === undefined) return [node[0]!, node.slice(1)];
  return ['sh', ['-c', `umask ${umask} && exec "$@"`, 'sh', ...node]];
}
