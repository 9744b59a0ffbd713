import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '../lib/domain-error';

/** Texts (posts, comments, feedback) travel in small JSON bodies: a bigger one is refused before it is read. */
export const TEXT_BODY_BYTES = 64 * 1024;

export const textBodyLimit = bodyLimit({
  maxSize: TEXT_BODY_BYTES,
  onError: () => {
    throw new DomainError(413, 'PAYLOAD_TOO_LARGE', 'This text is too long.');
  },
});
