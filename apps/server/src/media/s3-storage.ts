import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '../config';
import { assertKey, contentTypeOf, type MediaStorage, type MediaStore } from './storage';

/** What public objects carry, so a CDN or the bucket's own address caches them as /media does. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Private photos: never kept by a shared cache, should a bucket policy ever let one through. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The SDK, loaded only when the bucket is used: it costs a shop on the local disk ~30 MB and
 * ~150 ms at every start otherwise.
 */
type Sdk = typeof S3Sdk;
const loadSdk = (): Promise<Sdk> => import('@aws-sdk/client-s3');

/** S3 answers a missing object with 404 (NoSuchKey, NotFound); anything else is a real failure. */
function isNotFound(sdk: Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey')
  );
}

function s3Client(sdk: Sdk, config: S3MediaConfig): S3Client {
  return new sdk.S3Client({
    ...(config.endpoint && { endpoint: config.endpoint }),
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // MinIO, Ceph, R2 and friends name the bucket in the path, not in a DNS name of its own.
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires one: several S3-compatible servers refuse the newer
    // default trailers (decision 0124).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** One prefix of the bucket (`media/` or `private/`) as a store. */
function s3MediaStore(
  sdk: Sdk,
  client: S3Client,
  bucket: string,
  prefix: string,
  cacheControl: string,
): MediaStore {
  const objectKey = (key: string) => `${prefix}${assertKey(key)}`;
  return {
    location: `s3://${bucket}/${prefix}`,
    async put(key, body, contentType) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) return undefined;
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? contentTypeOf(key),
          etag: answer.ETag,
        };
      } catch (error) {
        if (isNotFound(sdk, error)) return undefined;
        throw error;
      }
    },
    async read(key) {
      const object = await this.get(key);
      if (!object) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async delete(keys) {
      // At most 1000 keys per call (S3's limit).
      for (let at = 0; at < keys.length; at += 1000) {
        const batch = keys.slice(at, at + 1000);
        const answer = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`Deleting ${failed.Key} failed: ${failed.Code ?? ''}`);
      }
    },
    async exists(key) {
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },
    async *list(under = '') {
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${prefix}${under}`,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(prefix.length);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/**
 * MEDIA_STORAGE=s3: one bucket, public images under `media/` (the key the shop's /media path
 * names, so S3_PUBLIC_URL + the path is the same image) and private photos under `private/`, which
 * no public address may ever serve (docs/deploy.md, 'Media in a bucket').
 */
export async function s3MediaStorage(config: S3MediaConfig): Promise<MediaStorage> {
  const sdk = await loadSdk();
  const client = s3Client(sdk, config);
  return {
    kind: 's3',
    public: s3MediaStore(sdk, client, config.bucket, 'media/', PUBLIC_CACHE_CONTROL),
    private: s3MediaStore(sdk, client, config.bucket, 'private/', PRIVATE_CACHE_CONTROL),
    publicUrlBase: config.publicUrl ?? '',
    bucket: config.bucket,
    ready: async () => {
      await client.send(new sdk.HeadBucketCommand({ Bucket: config.bucket }));
    },
    close: () => client.destroy(),
  };
}
