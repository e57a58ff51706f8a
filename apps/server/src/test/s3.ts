/**
 * An S3 stand-in for tests (s3rver: S3's REST API over a temporary directory), with one bucket and
 * the credentials it accepts, and what the app's configuration needs to use it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { EnvInput } from '../config.ts';

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this bucket. */
  env: Partial<EnvInput>;
  close(): Promise<void>;
}

/** s3rver's fixed test credentials (it checks the signature made with them). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export async function startS3(bucket = 'aa-images'): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), 'aa-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
