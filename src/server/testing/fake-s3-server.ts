import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export const FAKE_S3_CREDENTIALS = { accessKeyId: 'AKIAFAKE', secretAccessKey: 'fake-secret-key-for-tests' };

interface FakeObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * A tiny in-memory S3 (path-style PUT, GET, DELETE and ListObjectsV2, two keys per page) that refuses any request
 * whose SigV4 signature or payload hash is wrong. Object storage is outside the project, so this is the one fake.
 */
export async function startFakeS3(options: { bucket: string; region?: string; pageSize?: number }) {
  const objects = new Map<string, FakeObject>();
  const refusals: string[] = [];
  const region = options.region ?? 'us-east-1';
  const pageSize = options.pageSize ?? 2;

  async function refusal(request: IncomingMessage, body: Buffer): Promise<string | null> {
    const auth = request.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=[0-9a-f]{64}$/.exec(
        auth,
      );
    if (!match) return `bad Authorization header: ${auth}`;
    const [, accessKeyId, , signedRegion, signedHeaders] = match;
    if (accessKeyId !== FAKE_S3_CREDENTIALS.accessKeyId) return 'unknown access key';
    if (signedRegion !== region) return `wrong region ${signedRegion}`;
    const payloadHash = request.headers['x-amz-content-sha256'];
    if (payloadHash !== createHash('sha256').update(body).digest('hex'))
      return `bad payload hash ${payloadHash}`;
    const headers = signedHeaders!
      .split(';')
      .filter((name) => name !== 'host')
      .map((name) => [name, String(request.headers[name] ?? '')] as [string, string]);
    const expected = await new AwsV4Signer({
      method: request.method,
      url: `http://${request.headers.host}${request.url}`,
      headers,
      ...FAKE_S3_CREDENTIALS,
      service: 's3',
      region,
      datetime: String(request.headers['x-amz-date']),
    }).authHeader();
    return expected === auth ? null : 'signature mismatch';
  }

  function list(response: ServerResponse, query: URLSearchParams) {
    const prefix = query.get('prefix') ?? '';
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
    const start = Number(query.get('continuation-token') ?? 0);
    const page = keys.slice(start, start + pageSize);
    const truncated = start + pageSize < keys.length;
    response
      .writeHead(200, { 'content-type': 'application/xml' })
      .end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${options.bucket}</Name>` +
          page.map((key) => `<Contents><Key>${key}</Key></Contents>`).join('') +
          `<IsTruncated>${truncated}</IsTruncated>` +
          (truncated ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : '') +
          `</ListBucketResult>`,
      );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const problem = await refusal(request, body);
    if (problem) {
      refusals.push(problem);
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    const [bucket, ...keyParts] = url.pathname.slice(1).split('/');
    if (bucket !== options.bucket) {
      response.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const key = keyParts.map(decodeURIComponent).join('/');
    if (request.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
      list(response, url.searchParams);
    } else if (request.method === 'PUT' && key) {
      objects.set(key, {
        bytes: body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
      });
      response.writeHead(200).end();
    } else if (request.method === 'GET' && objects.has(key)) {
      const object = objects.get(key)!;
      response.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
    } else if (request.method === 'DELETE' && key) {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
