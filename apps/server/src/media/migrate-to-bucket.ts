import { CUSTOM_ART_FOLDER } from '../modules/custom-art/custom-art-photos';
import { contentTypeOf, isMediaKey, type MediaStorage, type MediaStore } from './storage';

export interface MigrationCounts {
  /** Copied into the bucket by this run. */
  copied: number;
  /** Already there (a name never changes content, so an object of that key is the file). */
  present: number;
  /** Files that are no image the shop made (odd names), or custom art photos in public media. */
  skipped: number;
}

/**
 * `npm run media:migrate` (decision 0124): copies the local disk's images into the bucket, public
 * to public and private to private. Idempotent: a key already in the bucket is left alone, so a run
 * cut short is finished by the next. The stored URLs stay `/media/...`, which the shop answers from
 * the bucket. Custom art photos left in public media are never copied to the public prefix: the
 * shop's start moves them to private storage first.
 */
export async function migrateMediaToBucket(
  from: MediaStorage,
  to: MediaStorage,
): Promise<{ public: MigrationCounts; private: MigrationCounts }> {
  return {
    public: await copyAll(from.public, to.public, (key) => key.startsWith(`${CUSTOM_ART_FOLDER}/`)),
    private: await copyAll(from.private, to.private, () => false),
  };
}

async function copyAll(
  from: MediaStore,
  to: MediaStore,
  refused: (key: string) => boolean,
): Promise<MigrationCounts> {
  const counts: MigrationCounts = { copied: 0, present: 0, skipped: 0 };
  for await (const key of from.list()) {
    if (!isMediaKey(key) || refused(key)) {
      counts.skipped += 1;
    } else if (await to.exists(key)) {
      counts.present += 1;
    } else {
      const bytes = await from.read(key);
      if (!bytes) continue;
      await to.put(key, bytes, contentTypeOf(key));
      counts.copied += 1;
    }
  }
  return counts;
}
