import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@artshop/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summariseBucket } from '../backup/backup';
import { loadConfig } from '../config';
import { createCustomArtRequest } from '../test/factories/custom-art';
import {
  createSignedInAdmin,
  createSignedInCustomer,
  DEFAULT_TEST_PASSWORD,
} from '../test/factories/users';
import { buildTestApp, buildTestAppOn, type TestApp } from '../test/build-test-app';
import { injectAs } from '../test/inject-as';
import { multipartPayload, type MultipartFile } from '../test/multipart-payload';
import { startS3Server, type S3Server } from '../test/s3-server';
import type { FastifyInstance } from 'fastify';
import { migrateMediaToBucket } from './migrate-to-bucket';
import { s3MediaStorage } from './s3-storage';
import { localMediaStorage, mediaKeyOf, type MediaStore } from './storage';

// MEDIA_STORAGE=s3 (decision 0124) against a real S3 protocol server on loopback (s3rver): uploads
// land in the bucket, public images are streamed by the shop or named by S3_PUBLIC_URL, private
// photos only pass the shop's access check, deletions remove objects, media:migrate copies the disk.

let s3: S3Server;
let t: TestApp;
/** A second process on the same database and bucket, with S3_PUBLIC_URL set. */
let cdnApp: FastifyInstance;
let cdnDataDir: string;
let admin: string;
let ip = 0;

const bucketConfig = (env: Record<string, string> = {}) => {
  const media = loadConfig({ ...s3.env, ...env }).media;
  if (media.storage !== 's3') throw new Error('not an S3 configuration');
  return media;
};

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ env: s3.env });
  cdnDataDir = mkdtempSync(path.join(tmpdir(), 'artshop-cdn-'));
  cdnApp = await buildTestAppOn(t.db, cdnDataDir, {
    env: { ...s3.env, S3_PUBLIC_URL: s3.publicUrl },
  });
  admin = (await createSignedInAdmin(t.db)).cookie;
});

afterAll(async () => {
  await cdnApp?.close();
  await t?.close();
  rmSync(cdnDataDir, { recursive: true, force: true });
  await s3?.close();
});

const photo = (width: number, background = '#8a5a44') =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background } })
    .jpeg()
    .toBuffer();

const file = (name: string, data: Buffer, filename = `${name}.jpg`): MultipartFile => ({
  name,
  filename,
  contentType: 'image/jpeg',
  data,
});

const productFields = {
  title: 'Peacock on river stone',
  description: 'Hand painted with acrylics and varnished',
  price: '1499.50',
  bgColor: '#F4E1C1',
  type: 'stoneArt',
};

async function addProduct(app: FastifyInstance, files: MultipartFile[]) {
  return app.inject({
    method: 'POST',
    url: '/api/adminop/add',
    remoteAddress: `10.70.0.${++ip}`,
    headers: { ...multipartPayload(productFields, files).headers, cookie: admin },
    payload: multipartPayload(productFields, files).payload,
  });
}

async function keysOf(store: MediaStore, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list(prefix)) keys.push(key);
  return keys.sort();
}

describe('public images in the bucket', () => {
  it('stores every variant in the bucket and streams it through the shop with the cache headers', async () => {
    const response = await addProduct(t.app, [file('mainImage', await photo(1400))]);
    expect(response.statusCode, response.body).toBe(201);
    const product: Product = response.json().product;
    const main = product.images.find((image) => image.role === 'main')!;
    expect(main.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    for (const variant of main.variants) {
      expect(variant.url).toMatch(/^\/media\/products\/[0-9a-f]{16}-\d+\.webp$/);
      expect(await t.app.media.public.exists(mediaKeyOf(variant.url)!)).toBe(true);
    }
    // Nothing on the local disk: a second process would not have it.
    expect(await keysOf(localMediaStorage(t.dataDir).public)).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url: main.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals((await t.app.media.public.read(mediaKeyOf(main.url)!))!)).toBe(
      true,
    );
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1280);
    // A revalidation by its ETag costs no body.
    const again = await t.app.inject({
      method: 'GET',
      url: main.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/products/0000-320.webp' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/products/..%2F..%2Fx' })).statusCode,
    ).toBe(404);
  });

  it('names S3_PUBLIC_URL in the stored URLs, which the bucket serves, and lets pages load them', async () => {
    const response = await addProduct(cdnApp, [file('mainImage', await photo(700, '#225588'))]);
    expect(response.statusCode, response.body).toBe(201);
    const product: Product = response.json().product;
    expect(product.mainImageUrl?.startsWith(`${s3.publicUrl}/media/products/`)).toBe(true);
    for (const variant of product.images[0]!.variants) {
      expect(variant.url.startsWith(`${s3.publicUrl}/media/products/`)).toBe(true);
      const direct = await fetch(variant.url);
      expect(direct.status).toBe(200);
      expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await direct.arrayBuffer())).metadata()).format).toBe('webp');
    }
    // The public API answers the same URLs; the shop still streams the /media path itself.
    const read = await cdnApp.inject({ method: 'GET', url: `/api/adminop/${product.id}` });
    expect(read.json().data.mainImageUrl).toBe(product.mainImageUrl);
    const key = mediaKeyOf(product.mainImageUrl!)!;
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(200);
    // The page's Content-Security-Policy lets images come from the bucket's origin.
    const page = await cdnApp.inject({ method: 'GET', url: '/api/healthz' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      new RegExp(`img-src[^;]*${new URL(s3.publicUrl).origin.replace(/[.:/]/g, '\\$&')}`),
    );
  });

  it('removes the objects of a save that failed, and of a replaced artist photo', async () => {
    const before = await keysOf(t.app.media.public, 'products/');
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const refused = await addProduct(t.app, [
      file('mainImage', await photo(900)),
      file('sidebarImage1', gif, 'renamed.jpg'),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(await keysOf(t.app.media.public, 'products/')).toEqual(before);

    const created = await injectAs(t, 'POST', '/api/admin/artists', admin, { name: 'Asha Rao' });
    expect(created.statusCode, created.body).toBe(201);
    const artistId: string = created.json().artist.id;
    const putPhoto = async (background: string) => {
      const { payload, headers } = multipartPayload({}, [
        file('photo', await photo(500, background)),
      ]);
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/artists/${artistId}/photo`,
        remoteAddress: `10.70.1.${++ip}`,
        payload,
        headers: { ...headers, cookie: admin },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return keysOf(t.app.media.public, 'artists/');
    };
    const first = await putPhoto('#aa0000');
    expect(first.length).toBeGreaterThan(0);
    const second = await putPhoto('#00aa00');
    expect(second.length).toBe(first.length);
    expect(second.some((key) => first.includes(key))).toBe(false);
  });
});

describe('private photos in the bucket', () => {
  it('keeps a custom art photo under private/, given only to its sender and the admin', async () => {
    const sender = await createSignedInCustomer(t.db);
    const other = await createSignedInCustomer(t.db);
    const { payload, headers } = multipartPayload(
      {
        firstName: 'Asha',
        lastName: 'Rao',
        email: sender.user.email,
        phone: '9876543210',
        description: 'Our wedding photo on a river stone',
      },
      [{ name: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', data: await photo(800) }],
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/customArt',
      remoteAddress: `10.70.2.${++ip}`,
      payload,
      headers: { ...headers, cookie: sender.cookie },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json().customArt;
    const stored = await keysOf(t.app.media.private, 'custom-art/');
    expect(stored.length).toBeGreaterThan(0);
    expect(await keysOf(t.app.media.public, 'custom-art/')).toEqual([]);

    const mine = await injectAs(t, 'GET', `/api/customArt/${id}/image`, sender.cookie);
    expect(mine.statusCode).toBe(200);
    expect((await sharp(mine.rawPayload).metadata()).format).toBe('webp');
    expect((await injectAs(t, 'GET', `/api/admin/customArt/${id}/image`, admin)).statusCode).toBe(
      200,
    );
    expect((await injectAs(t, 'GET', `/api/customArt/${id}/image`, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await injectAs(t, 'GET', `/api/customArt/${id}/image`, null)).statusCode).toBe(401);
    // Neither the shop's /media nor the public address form names it.
    for (const key of stored) {
      expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
      expect((await cdnApp.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    }
  });

  it('deletes the objects of a progress photo with it', async () => {
    const request = await createCustomArtRequest(t.db, { stage: 'in_progress' });
    const before = await keysOf(t.app.media.private, 'custom-art/');
    const { payload, headers } = multipartPayload({ caption: 'First layer' }, [
      { name: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await photo(800) },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customArt/${request.id}/photos`,
      remoteAddress: `10.70.3.${++ip}`,
      payload,
      headers: { ...headers, cookie: admin },
    });
    expect(added.statusCode, added.body).toBe(201);
    const stored = (await keysOf(t.app.media.private, 'custom-art/')).filter(
      (key) => !before.includes(key),
    );
    expect(stored.length).toBeGreaterThan(1);
    const photoId: string = added.json().photo.id;
    const url = `/api/admin/customArt/${request.id}/photos/${photoId}`;
    expect((await injectAs(t, 'DELETE', url, admin)).statusCode).toBe(204);
    for (const key of stored) expect(await t.app.media.private.exists(key)).toBe(false);
  });

  it('deletes the photo objects when the account is erased', async () => {
    const customer = await createSignedInCustomer(t.db);
    const base = 'custom-art/0123456789abcdef';
    for (const width of [320, 640]) {
      await t.app.media.private.put(`${base}-${width}.webp`, await photo(width), 'image/webp');
    }
    await createCustomArtRequest(t.db, { userId: customer.user.id, artUrl: `${base}-640.webp` });
    const erased = await injectAs(t, 'DELETE', '/api/user', customer.cookie, {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.app.media.private.exists(`${base}-320.webp`)).toBe(false);
    expect(await t.app.media.private.exists(`${base}-640.webp`)).toBe(false);
  });
});

describe('readiness, backups and media:migrate', () => {
  it('is ready while the bucket answers, and not with a bucket that does not exist', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().checks.media).toBe('ok');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-nobucket-'));
    const lost = await buildTestAppOn(t.db, dataDir, {
      env: { ...s3.env, S3_BUCKET: 'no-such-bucket' },
    });
    try {
      const answer = await lost.inject({ method: 'GET', url: '/api/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().checks).toEqual({ database: 'ok', media: 'failing' });
    } finally {
      await lost.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says in the backup what the bucket holds, not copying it', async () => {
    const summary = await summariseBucket(t.app.media);
    expect(summary).toMatchObject({ name: s3.bucket, inThisBackup: false });
    expect(summary!.objects.public).toBe((await keysOf(t.app.media.public)).length);
    expect(summary!.objects.private).toBe((await keysOf(t.app.media.private)).length);
    expect(await summariseBucket(localMediaStorage(t.dataDir))).toBeUndefined();
  });

  it('copies the local disk into the bucket once, counting what it did', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-migrate-'));
    const bucket = await s3MediaStorage(bucketConfig({ S3_BUCKET: s3.bucket }));
    try {
      const webp = await sharp(await photo(320))
        .webp()
        .toBuffer();
      const put = (relative: string) => {
        const target = path.join(dataDir, relative);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, webp);
      };
      put('media/products/aaaaaaaaaaaaaaaa-320.webp');
      put('media/artists/bbbbbbbbbbbbbbbb-320.webp');
      put('private/custom-art/cccccccccccccccc-320.webp');
      // Left in public media by an old version: never copied to the public prefix.
      put('media/custom-art/dddddddddddddddd-320.webp');

      const first = await migrateMediaToBucket(localMediaStorage(dataDir), bucket);
      expect(first.public).toEqual({ copied: 2, present: 0, skipped: 1 });
      expect(first.private).toEqual({ copied: 1, present: 0, skipped: 0 });
      expect(await bucket.public.exists('products/aaaaaaaaaaaaaaaa-320.webp')).toBe(true);
      expect(await bucket.private.exists('custom-art/cccccccccccccccc-320.webp')).toBe(true);
      expect(await bucket.public.exists('custom-art/dddddddddddddddd-320.webp')).toBe(false);
      const copied = await t.app.inject({
        method: 'GET',
        url: '/media/products/aaaaaaaaaaaaaaaa-320.webp',
      });
      expect(copied.statusCode).toBe(200);
      expect(copied.rawPayload.equals(webp)).toBe(true);

      const second = await migrateMediaToBucket(localMediaStorage(dataDir), bucket);
      expect(second.public).toEqual({ copied: 0, present: 2, skipped: 1 });
      expect(second.private).toEqual({ copied: 0, present: 1, skipped: 0 });
    } finally {
      bucket.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
