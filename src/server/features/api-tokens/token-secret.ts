import { createHash, randomBytes } from 'node:crypto';

/** Every secret starts so: recognisable in a script, a log or a secret scanner (decision 049). */
export const TOKEN_PREFIX = 'hs_';

/** A new secret: the prefix and 32 random bytes (256 bits), URL-safe. */
export const newTokenSecret = () => `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What is stored and looked up: the secret's SHA-256 (a 256-bit random secret needs no slow hash). */
export const hashTokenSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
