/**
 * The whole body, or null as soon as it proves bigger than `maxBytes`: refused by its Content-Length before a byte
 * is read, else while it streams, so an oversized body costs at most `maxBytes` of memory and reading.
 */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      // the rest is left unread: Node's server discards it after the answer, without keeping it
      if (size > maxBytes) return null;
      chunks.push(chunk.value);
    }
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
