import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { Bytes, FileStorage } from './file-storage';
import { assertStorageKey, assertStoragePrefix } from './storage-key';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256Hex = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const EMPTY_SHA256 = sha256Hex('');

/**
 * Any S3-compatible object store (AWS, MinIO, R2, Ceph …), addressed path-style (`{endpoint}/{bucket}/{key}`),
 * which every implementation supports. Requests are signed with SigV4 over the real payload hash rather than
 * UNSIGNED-PAYLOAD, so a proxy cannot alter an upload unnoticed.
 */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    // aws4fetch retries 5xx answers with backoff; keep a failing store from holding a request for long
    retries: 2,
  });
  const bucketUrl = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const objectUrl = (key: string) => `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;

  async function send(url: string, method: string, body?: Bytes, headers: Record<string, string> = {}) {
    return client.fetch(url, {
      method,
      body,
      headers: { ...headers, 'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_SHA256 },
    });
  }

  async function failed(response: Response, action: string): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} failed: ${response.status} ${detail}`);
  }

  async function deleteObject(key: string) {
    const response = await send(objectUrl(key), 'DELETE');
    if (!response.ok && response.status !== 404) await failed(response, `DELETE ${key}`);
  }

  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key, contentType);
      const response = await send(objectUrl(key), 'PUT', bytes, { 'content-type': contentType });
      if (!response.ok) await failed(response, `PUT ${key}`);
    },

    async get(key) {
      assertStorageKey(key);
      const response = await send(objectUrl(key), 'GET');
      if (response.status === 404) return null;
      if (!response.ok) await failed(response, `GET ${key}`);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },

    delete: async (key) => {
      assertStorageKey(key);
      await deleteObject(key);
    },

    async deletePrefix(prefix) {
      assertStoragePrefix(prefix);
      // list every page first, then delete: deleting while paging would move what some stores' tokens point at.
      // One DELETE per key, because DeleteObjects needs Content-MD5, which compatible stores do not all handle
      // alike, and a prefix here holds a handful of objects.
      const keys: string[] = [];
      let continuationToken: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix });
        if (continuationToken) query.set('continuation-token', continuationToken);
        const response = await send(`${bucketUrl}?${query}`, 'GET');
        if (!response.ok) await failed(response, `LIST ${prefix}`);
        const listing = parseListing(await response.text());
        keys.push(...listing.keys);
        continuationToken = listing.nextContinuationToken;
      } while (continuationToken);
      await Promise.all(keys.map(deleteObject));
    },
  };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/** The keys and the next page's token of a ListObjectsV2 answer (a flat, well-known document). */
function parseListing(xml: string) {
  const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => decodeXml(match[1]!));
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { keys, nextContinuationToken: truncated && token ? decodeXml(token) : undefined };
}
