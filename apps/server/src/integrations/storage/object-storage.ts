/**
 * The object storage port (issue 30): where images go when the database should not hold them. Keys
 * are relative ("images/<id>.png"); an adapter adds its installation's folder. S3-compatible storage
 * is the one adapter (s3-storage.ts); without one, images stay in the database
 * (modules/generation/images.ts).
 */
export interface StoredObject {
  key: string;
  lastModified: Date;
}

export interface ObjectStorage {
  /** Stores `body` under `key`, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or undefined when nothing is there. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deletes `key`; nothing there is not an error. */
  delete(key: string): Promise<void>;
  /** One page (up to 1,000) of the objects under `prefix`, in key order, after the key `after`. */
  list(prefix: string, after?: string): Promise<{ objects: StoredObject[]; more: boolean }>;
  /** Whether the bucket answers with these credentials (readiness). */
  ping(): Promise<boolean>;
}
