import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3 } from '../../test/s3.ts';
import { createS3Storage } from './s3-storage.ts';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

const storageIn = (prefix: string, bucket = s3.bucket) =>
  createS3Storage({
    bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix,
  });

describe('S3 object storage (on s3rver)', () => {
  it('stores, reads back byte for byte, lists in key order and deletes', async () => {
    const storage = storageIn('install-a/');
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 1, 2, 3]);
    await storage.put('images/b.png', body, 'image/png');
    await storage.put('images/a.png', Buffer.from('a'), 'image/png');

    expect(await storage.get('images/b.png')).toEqual(body);
    const page = await storage.list('images/');
    expect(page.objects.map((object) => object.key)).toEqual(['images/a.png', 'images/b.png']);
    expect(page.more).toBe(false);
    expect(page.objects[0]?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await storage.list('images/', 'images/a.png')).objects.map((o) => o.key)).toEqual([
      'images/b.png',
    ]);

    await storage.delete('images/b.png');
    expect(await storage.get('images/b.png')).toBeUndefined();
    await storage.delete('images/b.png'); // twice: not an error
  });

  it("keeps each installation's objects in its own folder", async () => {
    const a = storageIn('tenant-a/');
    const b = storageIn('tenant-b/');
    await a.put('images/x.png', Buffer.from('from a'), 'image/png');
    expect(await b.get('images/x.png')).toBeUndefined();
    expect((await b.list('images/')).objects).toEqual([]);
    expect((await a.get('images/x.png'))?.toString()).toBe('from a');
  });

  it('answers readiness only when the bucket is there', async () => {
    expect(await storageIn('').ping()).toBe(true);
    await expect(storageIn('', 'no-such-bucket').ping()).rejects.toThrow();
  });
});
