import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the shop keeps its images (decision 0124): the local disk (the embedded default) or an
 * S3-compatible bucket (s3-storage.ts). A key is a path under the store's root made by the server,
 * e.g. `products/3fa9c2…-640.webp`; never a client's path.
 */
export interface MediaObject {
  body: Readable;
  size: number;
  contentType: string;
  /** A validator for conditional requests, when the store has one. */
  etag: string | undefined;
}

export interface MediaStore {
  /** For logs and the backup's manifest: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream; undefined when there is none. */
  get(key: string): Promise<MediaObject | undefined>;
  /** The whole object; undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /** Removes the keys; a key already gone is no error. */
  delete(keys: readonly string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key under `prefix` (all when omitted). */
  list(prefix?: string): AsyncIterable<string>;
}

/** Public images (served at /media and, with S3_PUBLIC_URL, from the bucket) and private photos. */
export interface MediaStorage {
  kind: 'local' | 's3';
  /** `/media/<key>` on the shop; with S3 and S3_PUBLIC_URL, the bucket's public address. */
  public: MediaStore;
  /** Custom art and progress photos: only the shop's API hands them out (decision 0040). */
  private: MediaStore;
  /** The start of a new public image's URL: '' for the shop's own /media, else S3_PUBLIC_URL. */
  publicUrlBase: string;
  /** The bucket's name; undefined on the local disk. */
  bucket: string | undefined;
  /** Resolves when images can be stored (the readiness check, decision 0113). */
  ready(): Promise<void>;
  close(): void;
}

/** Folder and name as the intake makes them: no '..', no leading '/', nothing but these. */
const KEY = /^[a-z0-9][a-z0-9-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;

export function assertKey(key: string): string {
  if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`Bad media key: ${key}`);
  return key;
}

export function isMediaKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').includes('..');
}

/**
 * The key of a stored image's URL: `/media/products/x-640.webp` and
 * `https://cdn.example.in/media/products/x-640.webp` both name `products/x-640.webp`. Keys never
 * hold `/media/`, so the last one ends whatever base the URL was made with. Undefined for others.
 */
export function mediaKeyOf(url: string): string | undefined {
  const at = url.lastIndexOf('/media/');
  if (at < 0) return undefined;
  const key = url.slice(at + '/media/'.length);
  return isMediaKey(key) ? key : undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files under `root` (`DATA_DIR/media` or `DATA_DIR/private`), as the shop always kept them. */
export function localMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, assertKey(key));
  return {
    location: root,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        return {
          body: createReadStream(file),
          size: info.size,
          contentType: contentTypeOf(key),
          etag: undefined,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async exists(key) {
      return access(fileOf(key), constants.F_OK).then(
        () => true,
        () => false,
      );
    },
    async *list(prefix = '') {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name));
        const normalised = key.split(path.sep).join('/');
        if (normalised.startsWith(prefix)) yield normalised;
      }
    },
  };
}

/** The embedded default: `DATA_DIR/media` and `DATA_DIR/private`. */
export function localMediaStorage(dataDir: string): MediaStorage {
  const mediaDir = path.resolve(dataDir, 'media');
  return {
    kind: 'local',
    public: localMediaStore(mediaDir),
    private: localMediaStore(path.resolve(dataDir, 'private')),
    publicUrlBase: '',
    bucket: undefined,
    ready: () => access(mediaDir, constants.W_OK),
    close: () => undefined,
  };
}
