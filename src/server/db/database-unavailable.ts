import { causesOf } from './error-causes';

/**
 * Whether an error means "the database cannot be reached right now" (a restart, a failover, a network cut, a full
 * pool) rather than a fault of the request or of our code: those are answered 503 and retried by the client later,
 * never 500. Drivers and ORMs wrap the socket's or the server's error, so the whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causesOf(error)) {
    if (typeof code === 'string' && isUnavailableCode(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
  }
  return false;
}

// Socket errors of a connection that could not be made or was cut.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

// PostgreSQL SQLSTATEs: class 08 is "connection exception"; 57P01–57P03 are the server shutting down, crashing
// or still starting; 53300 is "too many connections".
const isUnavailableCode = (code: string) =>
  NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300';

// node-postgres reports a dead connection or an exhausted pool with plain errors that carry no code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];
