/**
 * The object storage port on S3 or an S3-compatible service (MinIO, R2, …) with AWS's official SDK,
 * imported when first used (it is large; an installation without S3_BUCKET never loads it). The
 * bucket stays private: the app reads the objects and serves them.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorage } from './object-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS; AWS's endpoint when undefined. */
  endpoint?: string;
  /** Undefined: the SDK's own chain (an instance or task role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** This installation's folder in the bucket ("" or ending in "/"). */
  prefix: string;
}

/** A call that has not answered by then fails (the SDK retries it, three attempts in all). */
const REQUEST_TIMEOUT_MS = 30_000;
const CONNECTION_TIMEOUT_MS = 5_000;

/** The SDK's error names for "nothing under this key" (GetObject answers NoSuchKey, HeadObject NotFound). */
const MISSING = new Set(['NoSuchKey', 'NotFound']);

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const s3 = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: CONNECTION_TIMEOUT_MS },
        // S3-compatible services mostly reject the checksums AWS's SDK adds by default since 2025;
        // AWS itself keeps them.
        ...(options.endpoint
          ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
          : {}),
      }),
    }));
    return loaded;
  };
  const Bucket = options.bucket;
  const fullKey = (key: string) => `${options.prefix}${key}`;

  return {
    async put(key, body, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: fullKey(key), Body: body, ContentType: contentType }),
      );
    },

    async get(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: fullKey(key) }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof Error && MISSING.has(error.name)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: fullKey(key) }));
    },

    async list(prefix, after) {
      const { sdk, client } = await s3();
      const answer = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket,
          Prefix: fullKey(prefix),
          ...(after === undefined ? {} : { StartAfter: fullKey(after) }),
          MaxKeys: 1000,
        }),
      );
      const objects = (answer.Contents ?? []).flatMap((object) =>
        object.Key?.startsWith(options.prefix)
          ? [
              {
                key: object.Key.slice(options.prefix.length),
                lastModified: object.LastModified ?? new Date(0),
              },
            ]
          : [],
      );
      return { objects, more: answer.IsTruncated === true };
    },

    async ping() {
      const { sdk, client } = await s3();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
      return true;
    },
  };
}
