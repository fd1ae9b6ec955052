import type { Config } from '../config';
import { s3MediaStorage } from './s3-storage';
import { localMediaStorage, type MediaStorage } from './storage';

/** The storage MEDIA_STORAGE chooses: the local disk (the default) or the bucket (decision 0124). */
export async function createMediaStorage(
  config: Pick<Config, 'dataDir' | 'media'>,
): Promise<MediaStorage> {
  return config.media.storage === 's3'
    ? s3MediaStorage(config.media)
    : localMediaStorage(config.dataDir);
}
