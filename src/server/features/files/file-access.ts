import type { Actor, Deps } from '#server/app-env';
import { canReadGroupFile } from '#server/features/groups/group-file-access';

export interface FileAccessRule {
  /** keys starting with this (ending in '/') follow the rule */
  prefix: string;
  /** Cache-Control of the answer; keys are never reused, so what may be cached is cached for good */
  cacheControl: string;
  /** whether this person (or a signed-out visitor) may read the key; a refusal answers 404 */
  mayRead(deps: Deps, actor: Actor | null, key: string): boolean | Promise<boolean>;
}

const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Who may read which stored files, by key prefix. A key no rule covers is never served. A new kind of file is
 * one line here, e.g. `{ prefix: 'groups/', cacheControl: 'private, max-age=31536000, immutable',
 * mayRead: (deps, actor, key) => canSeeGroupFile(deps, actor, key) }`.
 */
export const fileAccessRules: FileAccessRule[] = [
  // avatars show on public pages too (invitation and join screens), so anyone may load them
  { prefix: 'avatars/', cacheControl: PUBLIC_IMMUTABLE, mayRead: () => true },
  // group covers show on the public join-group card, so anyone may load them
  { prefix: 'group-covers/', cacheControl: PUBLIC_IMMUTABLE, mayRead: () => true },
  // post images: a group's content rule (members of a private group, anyone signed in for a public one)
  { prefix: 'groups/', cacheControl: 'private, max-age=31536000, immutable', mayRead: canReadGroupFile },
];

export function fileAccessRuleFor(key: string): FileAccessRule | undefined {
  return fileAccessRules.find((rule) => key.startsWith(rule.prefix));
}
