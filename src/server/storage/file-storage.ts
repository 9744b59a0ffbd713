/** Bytes in a plain (not shared) buffer, as fetch bodies and responses want them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** A stored object: its bytes and the content type it was stored with. */
export interface StoredFile {
  bytes: Bytes;
  contentType: string;
}

/**
 * Where uploaded files live: the local disk under DATA_DIR by default, S3-compatible object storage when
 * configured. Keys look like `avatars/{userId}/{random}.webp` (see storage-key.ts); callers never see paths or
 * URLs of the backend.
 */
export interface FileStorage {
  /** Stores (or replaces) the object; a reader never sees a half-written one. */
  put(key: string, bytes: Bytes, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (e.g. `groups/{groupId}/` when a group is deleted). */
  deletePrefix(prefix: string): Promise<void>;
}
