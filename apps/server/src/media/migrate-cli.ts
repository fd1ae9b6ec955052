/**
 * `npm run media:migrate` (docs/deploy.md, 'Media in a bucket'): with MEDIA_STORAGE=s3 and the
 * S3_* variables set, copies DATA_DIR/media and DATA_DIR/private into the bucket and says how
 * many files it copied and found there already. Safe to run again, and while the shop runs.
 */
import { ConfigError, loadConfig } from '../config';
import { migrateMediaToBucket, type MigrationCounts } from './migrate-to-bucket';
import { s3MediaStorage } from './s3-storage';
import { localMediaStorage } from './storage';

const line = (what: string, counts: MigrationCounts) =>
  `${what}: ${counts.copied} copied, ${counts.present} already in the bucket, ${counts.skipped} skipped`;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (config.media.storage !== 's3') {
    console.error(
      'Set MEDIA_STORAGE=s3 and S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a bucket outside AWS) to copy the images into the bucket.',
    );
    process.exit(1);
  }
  const bucket = await s3MediaStorage(config.media);
  try {
    try {
      await bucket.ready();
    } catch (error) {
      const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.error(
        `The bucket ${config.media.bucket} does not answer at ${config.media.endpoint ?? 'AWS'} (${why}); check S3_* and that the bucket exists.`,
      );
      process.exitCode = 1;
      return;
    }
    const counts = await migrateMediaToBucket(localMediaStorage(config.dataDir), bucket);
    console.log(`Copied ${config.dataDir} into the bucket ${config.media.bucket}.`);
    console.log(line('public images (media/)', counts.public));
    console.log(line('private photos (private/)', counts.private));
  } finally {
    bucket.close();
  }
}

await main();
