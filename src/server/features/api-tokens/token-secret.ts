import { newSecretToken } from '#server/lib/secret-token';

/** Every secret starts so: recognisable in a script, a log or a secret scanner (decision 049). */
export const TOKEN_PREFIX = 'hs_';

/** A new secret: the prefix and a secret token (stored, like every secret token, as its hashSecretToken). */
export const newTokenSecret = () => `${TOKEN_PREFIX}${newSecretToken()}`;
