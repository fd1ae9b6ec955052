import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const BUCKET = {
  MEDIA_STORAGE: 's3',
  S3_BUCKET: 'artshop-media',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'key-secret',
};

// Where images live (decision 0124): the local disk by default, or a bucket with all it needs.
describe('MEDIA_STORAGE and S3_*', () => {
  it('keeps images on the local disk by default, whatever S3_* say', () => {
    expect(loadConfig({}).media).toEqual({ storage: 'local' });
    expect(loadConfig({ S3_BUCKET: 'artshop-media' }).media).toEqual({ storage: 'local' });
  });

  it('reads a bucket on AWS: no endpoint, virtual-host addresses, us-east-1 by default', () => {
    expect(loadConfig(BUCKET).media).toEqual({
      storage: 's3',
      endpoint: undefined,
      bucket: 'artshop-media',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'key-secret',
      publicUrl: null,
      forcePathStyle: false,
    });
  });

  it('addresses any other endpoint by path, and drops trailing slashes', () => {
    const media = loadConfig({
      ...BUCKET,
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'auto',
      S3_PUBLIC_URL: 'https://cdn.example.in/',
    }).media;
    expect(media).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'auto',
      publicUrl: 'https://cdn.example.in',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...BUCKET, S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com' }).media,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('refuses to start with a bucket half set up, naming what is missing', () => {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      const env: Record<string, string> = { ...BUCKET };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(
        new ConfigError(`Invalid ${name}: required when MEDIA_STORAGE=s3`),
      );
    }
    expect(() => loadConfig({ MEDIA_STORAGE: 'minio' })).toThrow('Invalid MEDIA_STORAGE');
    expect(() => loadConfig({ ...BUCKET, S3_PUBLIC_URL: 'cdn' })).toThrow('Invalid S3_PUBLIC_URL');
  });
});
