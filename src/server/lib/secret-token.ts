import { createHash, randomBytes } from 'node:crypto';

// A secret token is a credential by itself: the link of an invitation, of the calendar feed or of an e-mail change,
// and the body of a personal access token. Each is 32 random bytes, and the database keeps only its SHA-256, so a
// leaked table or backup opens nothing (decisions 048, 049, 057). A 256-bit random secret needs no slow hash, and a
// lookup by hash stays one indexed read.

const SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new secret: 32 random bytes (256 bits) in base64url, 43 characters. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** Whether `value` can be a secret of newSecretToken's: anything else names nothing, so it is refused before SQL. */
export const isWellFormedSecretToken = (value: string | undefined): value is string =>
  value !== undefined && SHAPE.test(value);

/** What is stored and looked up: the hex SHA-256 of the secret's UTF-8 bytes (migration 0027 computes the same). */
export const hashSecretToken = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');
