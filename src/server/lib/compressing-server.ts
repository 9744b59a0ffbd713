import type http from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compressible from 'compressible';
import Negotiator from 'negotiator';

// Compression where it pays (issue 16, decision 051): an answer of at least 1 KiB, of a compressible type, for a
// client that accepts brotli or gzip, compressed in one go at the fastest level (the dashboard's 23 KB of JSON:
// 27 µs for 3.0 KB). It is done on the Node response because there @hono/node-server hands over a whole answer's
// body in one `end` call, where in Hono a small answer could not be measured without turning it into a stream.
// A streamed body (a file, an export) is sent as it is: the built client's files are compressed at build time.

const THRESHOLD_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body, { level: 1 }),
};

/** A Node request listener whose whole-body answers are compressed when that pays. */
export function withCompression(listener: http.RequestListener): http.RequestListener {
  return (request, response) => {
    const encoding = request.method === 'HEAD' ? undefined : acceptedEncoding(request);
    if (encoding) compressWholeBody(response, encoding);
    listener(request, response);
  };
}

function acceptedEncoding(request: http.IncomingMessage): Encoding | undefined {
  if (!request.headers['accept-encoding']) return undefined;
  const chosen = new Negotiator(request).encoding([...ENCODINGS, 'identity']);
  return ENCODINGS.find((encoding) => encoding === chosen);
}

type WriteHeadArguments = [statusCode: number, headers?: http.OutgoingHttpHeaders];

/**
 * Holds writeHead's status and headers until the body is known: given whole to `end`, it may be compressed; written
 * in parts (`write`, `flushHeaders`), it goes out as it is.
 */
function compressWholeBody(response: http.ServerResponse, encoding: Encoding) {
  const { writeHead, write, end, flushHeaders } = response;
  let held: WriteHeadArguments | undefined;
  const restore = () => Object.assign(response, { writeHead, write, end, flushHeaders });
  const release = () => {
    restore();
    if (held) writeHead.apply(response, held);
    held = undefined;
  };
  response.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    // only writeHead(status, headers) is held, the form @hono/node-server uses; any other goes out at once
    if (args.length <= 2 && typeof args[0] === 'number' && (args[1] === undefined || isHeaders(args[1]))) {
      held = args as WriteHeadArguments;
      return this;
    }
    restore();
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof writeHead;
  response.write = function (this: http.ServerResponse, ...args: unknown[]) {
    release();
    return write.apply(this, args as Parameters<typeof write>);
  } as typeof write;
  response.flushHeaders = function (this: http.ServerResponse) {
    release();
    flushHeaders.call(this);
  };
  response.end = function (this: http.ServerResponse, ...args: unknown[]) {
    const [chunk] = args;
    const body = typeof chunk === 'string' ? Buffer.from(chunk) : chunk instanceof Uint8Array ? chunk : null;
    if (held && body && args.length === 1 && shouldCompress(held, body)) {
      const [status, headers] = held;
      const compressed = compressors[encoding](Buffer.from(body.buffer, body.byteOffset, body.byteLength));
      held = [status, withEncoding(headers!, encoding, compressed.byteLength)];
      release();
      return (end as (chunk: Uint8Array) => http.ServerResponse).call(this, compressed);
    }
    release();
    return end.apply(this, args as Parameters<typeof end>);
  } as typeof end;
}

const isHeaders = (value: unknown): value is http.OutgoingHttpHeaders =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function headerOf(headers: http.OutgoingHttpHeaders | undefined, name: string): string | undefined {
  for (const key in headers) if (key.toLowerCase() === name) return String(headers[key]);
  return undefined;
}

function shouldCompress([status, headers]: WriteHeadArguments, body: Uint8Array): boolean {
  const type = headerOf(headers, 'content-type');
  return (
    status >= 200 &&
    status < 300 &&
    status !== 204 &&
    status !== 206 &&
    body.byteLength >= THRESHOLD_BYTES &&
    // the length is stated: without it, @hono/node-server has already told Node the plain length
    headerOf(headers, 'content-length') !== undefined &&
    headerOf(headers, 'content-encoding') === undefined &&
    !NO_TRANSFORM.test(headerOf(headers, 'cache-control') ?? '') &&
    type !== undefined &&
    compressible(type.split(';')[0]!.trim()) === true
  );
}

function withEncoding(
  headers: http.OutgoingHttpHeaders,
  encoding: Encoding,
  length: number,
): http.OutgoingHttpHeaders {
  const result: http.OutgoingHttpHeaders = {};
  for (const key in headers) {
    const name = key.toLowerCase();
    if (name !== 'content-length' && name !== 'vary') result[key] = headers[key];
  }
  const vary = headerOf(headers, 'vary');
  result['content-encoding'] = encoding;
  result['content-length'] = length;
  result.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  return result;
}
