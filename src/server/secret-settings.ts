import { readFileSync } from 'node:fs';

// Decision 086: every secret may come from a file (X_FILE, as Docker and Kubernetes secrets are mounted), and the
// server refuses to start with a secret that is empty or a value from an example (Beaver#204: an empty default secret
// allowed account takeover).

/** The settings that hold a secret (a URL with a password in it counts). */
export const SECRET_SETTINGS = [
  'AUTH_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'VAPID_PRIVATE_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
  'OIDC_CLIENT_SECRET',
] as const;

/** Whole values seen in examples, defaults and tutorials (better-auth's own fallback secret among them). */
const PLACEHOLDERS = new Set([
  'secret',
  'password',
  'pass',
  'changeme',
  'change-me',
  'change_me',
  'changeit',
  'default',
  'example',
  'test',
  'admin',
  'token',
  'xxx',
  'todo',
  '…',
  '...',
  'better-auth-secret-12345678901234567890',
]);
/** Parts that mark a value as one still to be replaced. */
const PLACEHOLDER_MARKERS = [
  'changeme',
  'change-me',
  'change_me',
  'replace-me',
  'replace_me',
  'your-secret',
  'your_secret',
];
/** A random key has many; a typed-in pattern ('x' × 32, 'abab…') few. */
const FEWEST_DISTINCT_CHARACTERS = 8;
/** Secrets that are keys we compare with, not credentials of another service: these must look random. */
const RANDOM_KEYS = new Set<string>(['AUTH_SECRET', 'METRICS_TOKEN']);

export interface SettingProblem {
  name: string;
  message: string;
}

const isPlaceholder = (value: string) => {
  const lower = value.toLowerCase();
  return PLACEHOLDERS.has(lower) || PLACEHOLDER_MARKERS.some((marker) => lower.includes(marker));
};

/** For a URL: its password, the secret part (postgres://user:pass@…). */
const passwordOf = (value: string) => {
  try {
    return decodeURIComponent(new URL(value).password);
  } catch {
    return ''; // not a URL: the schema says so
  }
};

function weaknessOf(name: string, value: string): string | null {
  if (value.trim() === '') return `${name} is empty: give it a secret value, or leave it unset`;
  const password = name.endsWith('_URL') ? passwordOf(value) : value;
  if (password && isPlaceholder(password)) {
    return `${name} is an example value, not a secret: generate one (e.g. openssl rand -base64 32)`;
  }
  if (RANDOM_KEYS.has(name) && new Set(value).size < FEWEST_DISTINCT_CHARACTERS) {
    return `${name} is too regular to be a secret: generate one (e.g. openssl rand -base64 32)`;
  }
  return null;
}

/**
 * The settings with each X_FILE read into X (the file's contents, trimmed), and what is wrong with them: both X and
 * X_FILE set, a file that cannot be read, a secret that is empty or an example's.
 */
export function withSecretsFromFiles(source: Record<string, string | undefined>): {
  settings: Record<string, string | undefined>;
  problems: SettingProblem[];
} {
  const settings = { ...source };
  const problems: SettingProblem[] = [];
  for (const name of SECRET_SETTINGS) {
    const fileSetting = `${name}_FILE`;
    const file = source[fileSetting];
    delete settings[fileSetting];
    if (file === undefined) continue;
    if (source[name] !== undefined) {
      problems.push({ name: fileSetting, message: `set ${name} or ${fileSetting}, not both` });
      continue;
    }
    try {
      settings[name] = readFileSync(file, 'utf8').trim();
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      problems.push({ name: fileSetting, message: `cannot read ${file} (${reason})` });
    }
  }
  for (const name of SECRET_SETTINGS) {
    const value = settings[name];
    const weakness = value === undefined ? null : weaknessOf(name, value);
    if (weakness) problems.push({ name, message: weakness });
  }
  return { settings, problems };
}
