import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3 protocol server on loopback (s3rver, objects in a temp folder), never a mock of the
 * SDK: the shop's client signs, lists and deletes against it as against a bucket (decision 0124).
 * s3rver knows one key pair, S3RVER/S3RVER. Not used by production code.
 */
export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The bucket's public address (path style), as S3_PUBLIC_URL would name a CDN in front of it. */
  publicUrl: string;
  /** The environment that points the shop at this bucket (S3_PUBLIC_URL left to the caller). */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export async function startS3Server(bucket = 'artshop-media'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'artshop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    publicUrl: `${endpoint}/${bucket}`,
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
