import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import { freePort } from './free-port';

// A push service (RFC 8030) stand-in: an HTTP server that receives what the app sends, checks it as a push
// service would (VAPID, RFC 8292) and decrypts it as the browser would (RFC 8291, aes128gcm), with keys made
// here the way a browser makes a subscription's. The push service itself is outside the project.

export interface ReceivedPush {
  /** the subscription the push was for (the path of its endpoint) */
  device: string;
  payload: unknown;
  ttl: string | null;
  /** the VAPID token's claims, verified */
  claims: { aud: string; exp: number; sub: string };
  /** the application server key the token was signed with (k=) */
  vapidPublicKey: string;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

export interface PushServiceStandIn {
  origin: string;
  received: ReceivedPush[];
  /** problems found in what was sent (bad signature, wrong audience, undecryptable body); empty when all is right */
  problems: string[];
  /** a new browser subscription: its endpoint and keys as PushSubscription.toJSON() gives them */
  newSubscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** the next answers, in order (then 201 again); e.g. [503, 503] or [410] */
  answerNext(...statuses: number[]): void;
  /** how many POSTs reached the service, answered however */
  requestCount(): number;
  close(): Promise<void>;
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const answers: number[] = [];
  let requests = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests += 1;
      const status = answers.shift() ?? 201;
      if (status === 201) {
        try {
          received.push(readPush(request, Buffer.concat(chunks), devices, origin));
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error));
        }
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    origin,
    received,
    problems,
    newSubscription() {
      const device = `/push/${randomBytes(8).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(device, { ecdh, auth });
      return {
        endpoint: `${origin}${device}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answerNext: (...statuses) => answers.push(...statuses),
    requestCount: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readPush(
  request: http.IncomingMessage,
  body: Buffer,
  devices: Map<string, Device>,
  origin: string,
): ReceivedPush {
  const device = devices.get(request.url ?? '');
  if (!device) throw new Error(`push for an unknown subscription ${request.url}`);
  if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
  const { claims, vapidPublicKey } = verifyVapid(request.headers.authorization ?? '', origin);
  return {
    device: request.url!,
    payload: JSON.parse(decryptAes128gcm(body, device).toString('utf8')),
    ttl: request.headers.ttl as string | null,
    claims,
    vapidPublicKey,
  };
}

/** RFC 8292: `vapid t=<JWT ES256>, k=<P-256 public key>`; the token's audience is the push service's origin. */
function verifyVapid(authorization: string, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, token, vapidPublicKey] = match as unknown as [string, string, string];
  const [header, claimsPart, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(vapidPublicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${claimsPart}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('VAPID signature does not verify');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud} is not ${origin}`);
  if (claims.exp * 1000 <= Date.now()) throw new Error('VAPID token expired');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`VAPID subject ${claims.sub}`);
  return { claims, vapidPublicKey };
}

/** RFC 8291 §3.4 and RFC 8188: one record, decrypted with the subscription's private key and auth secret. */
function decryptAes128gcm(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const sharedSecret = device.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 0x02, then zero padding
  const delimiter = padded.lastIndexOf(2);
  if (delimiter < 0 || padded.subarray(delimiter + 1).some((byte) => byte !== 0))
    throw new Error('bad padding');
  return padded.subarray(0, delimiter);
}
