import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  adminSessionMessages,
  authMessages,
  commissionMessages,
  customArtMessages,
  type CommissionPhoto,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { customArtProgressPhotos } from '../../db/schema';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import type { TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInCustomer } from '../../test/factories/users';
import { createCustomArtRequest } from '../../test/factories/custom-art';
import { multipartPayload, type MultipartFile } from '../../test/multipart-payload';

// Progress photos of a commission (decision 0053): the admin adds, lists and deletes them; they are
// stored privately like the reference photo (decision 0040) and served only to the request's
// customer and the admin.

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: string;
let customer: string;
let png: Buffer;
let wide: Buffer;
let ip = 0;

useTestApp(buildAdminTestApp, (built) => ({ t, admin, customer } = built));
beforeAll(async () => {
  png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#aa5533' } })
    .png()
    .toBuffer();
  // Wider than the smallest widths: the intake writes 320 and 640 beside the 800 px original.
  wide = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#225588' } })
    .jpeg()
    .toBuffer();
});

const photoFile = (data: Buffer, name = 'photo'): MultipartFile => ({
  name,
  filename: 'progress.png',
  contentType: 'image/png',
  data,
});

function upload(
  id: string,
  fields: Record<string, string>,
  files: MultipartFile[],
  cookie: string | null = admin,
) {
  const { payload, headers } = multipartPayload(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/customArt/${id}/photos`,
    // The upload is rate limited per client: each test call from its own address.
    remoteAddress: `10.50.0.${++ip}`,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

async function added(id: string, caption?: string, data = png): Promise<CommissionPhoto> {
  const response = await upload(id, caption === undefined ? {} : { caption }, [photoFile(data)]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ photo: CommissionPhoto }>().photo;
}

const rowOf = async (photoId: string) =>
  (
    await t.db.select().from(customArtProgressPhotos).where(eq(customArtProgressPhotos.id, photoId))
  )[0];

const get = (url: string, cookie: string | null = null) => injectAs(t, 'GET', url, cookie);

function expectPhoto(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['cache-control']).toBe('private, no-store');
}

describe('POST /api/admin/customArt/{id}/photos', () => {
  it('stores the photo decoded by sharp as WebP under DATA_DIR/private, with its caption', async () => {
    const request = await createCustomArtRequest(t.db, { stage: 'in_progress' });
    const photo = await added(request.id, '  First layer of paint  ');
    expect(photo).toEqual({
      id: expect.any(String),
      caption: 'First layer of paint',
      createdAt: expect.any(String),
      url: `/api/customArt/${request.id}/photos/${photo.id}`,
    });
    const row = await rowOf(photo.id);
    expect(row).toMatchObject({ requestId: request.id, caption: 'First layer of paint' });
    expect(row!.imagePath).toMatch(/^custom-art\/[0-9a-f]+-48\.webp$/);
    const file = path.join(t.dataDir, 'private', row!.imagePath);
    expect((await sharp(file).metadata()).format).toBe('webp');
    expect(existsSync(path.join(t.dataDir, 'media', 'custom-art'))).toBe(false);

    // The admin gets the bytes at the answer's address; /media never serves them.
    expectPhoto(await get(photo.url, admin));
    const name = path.basename(row!.imagePath);
    expect((await get(`/media/custom-art/${name}`)).statusCode).toBe(404);
    expect((await get(`/media/custom-art/${name}`, admin)).statusCode).toBe(404);
    expect((await get(`/media/private/${row!.imagePath}`, admin)).statusCode).toBe(404);
  });

  it('takes the caption as optional', async () => {
    const request = await createCustomArtRequest(t.db);
    expect((await added(request.id)).caption).toBe('');
  });

  it('refuses a file that is not an image with 400, storing nothing', async () => {
    const request = await createCustomArtRequest(t.db);
    const before = await readdir(path.join(t.dataDir, 'private', 'custom-art')).catch(() => []);
    const response = await upload(request.id, {}, [
      photoFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(customArtMessages.imageNotAnImage);
    const after = await readdir(path.join(t.dataDir, 'private', 'custom-art')).catch(() => []);
    expect(after).toEqual(before);
    expect(
      await t.db
        .select()
        .from(customArtProgressPhotos)
        .where(eq(customArtProgressPhotos.requestId, request.id)),
    ).toEqual([]);
  });

  it.each([
    ['no file', {}, [] as MultipartFile[], commissionMessages.photoRequired],
    ['an empty file', {}, [photoFile(Buffer.alloc(0))], commissionMessages.photoRequired],
    [
      'a file under another name',
      {},
      [photoFile(Buffer.alloc(8), 'image')],
      commissionMessages.photoRequired,
    ],
    [
      'two files',
      {},
      [photoFile(Buffer.alloc(8)), photoFile(Buffer.alloc(8))],
      commissionMessages.onePhotoOnly,
    ],
    [
      'a caption of 201 characters',
      { caption: 'x'.repeat(201) },
      [photoFile(Buffer.alloc(8))],
      commissionMessages.captionTooLong,
    ],
  ])('refuses %s with 400 and a clear message', async (_name, fields, files, message) => {
    const request = await createCustomArtRequest(t.db);
    const response = await upload(request.id, fields, files);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a JSON body with 400', async () => {
    const request = await createCustomArtRequest(t.db);
    const response = await injectAs(t, 'POST', `/api/admin/customArt/${request.id}/photos`, admin, {
      caption: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(commissionMessages.photoRequired);
  });

  it('accepts a caption of exactly 200 characters', async () => {
    const request = await createCustomArtRequest(t.db);
    expect((await added(request.id, 'y'.repeat(200))).caption).toHaveLength(200);
  });

  it('answers 404 for an unknown or malformed request id', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      const response = await upload(id, {}, [photoFile(png)]);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(customArtMessages.notFound);
    }
  });

  it('refuses an anonymous caller 401 and a customer 403', async () => {
    const request = await createCustomArtRequest(t.db);
    const anonymous = await upload(request.id, {}, [photoFile(png)], null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(adminSessionMessages.loginRequired);
    const asCustomer = await upload(request.id, {}, [photoFile(png)], customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe(adminSessionMessages.adminsOnly);
  });
});

describe('GET and DELETE /api/admin/customArt/{id}/photos', () => {
  it("lists a request's photos oldest first, only its own", async () => {
    const request = await createCustomArtRequest(t.db);
    const other = await createCustomArtRequest(t.db);
    const first = await added(request.id, 'first');
    const second = await added(request.id, 'second');
    await added(other.id, 'elsewhere');
    const response = await get(`/api/admin/customArt/${request.id}/photos`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ photos: [first, second] });
    expect((await get(`/api/admin/customArt/${UNKNOWN_ID}/photos`, admin)).statusCode).toBe(404);
    expect((await get(`/api/admin/customArt/${request.id}/photos`, customer)).statusCode).toBe(403);
  });

  it('deletes the row and every file of the photo; then its address answers 404', async () => {
    const request = await createCustomArtRequest(t.db);
    const kept = await added(request.id, 'kept');
    const photo = await added(request.id, 'gone', wide);
    const row = await rowOf(photo.id);
    const dir = path.join(t.dataDir, 'private', 'custom-art');
    const base = path.basename(row!.imagePath).replace(/-\d+\.webp$/, '');
    const files = () => readdir(dir).then((names) => names.filter((n) => n.startsWith(base)));
    expect((await files()).sort()).toEqual([`${base}-320.webp`, `${base}-800.webp`]);

    const url = `/api/admin/customArt/${request.id}/photos/${photo.id}`;
    // Another request's id with this photo finds nothing.
    const other = await createCustomArtRequest(t.db);
    const wrong = await injectAs(
      t,
      'DELETE',
      `/api/admin/customArt/${other.id}/photos/${photo.id}`,
      admin,
    );
    expect(wrong.statusCode).toBe(404);
    expect((await injectAs(t, 'DELETE', url, customer)).statusCode).toBe(403);

    const deleted = await injectAs(t, 'DELETE', url, admin);
    expect(deleted.statusCode).toBe(204);
    expect(await rowOf(photo.id)).toBeUndefined();
    expect(await files()).toEqual([]);
    expect((await get(photo.url, admin)).statusCode).toBe(404);
    // Twice: the same 404; the other photo stays.
    const again = await injectAs(t, 'DELETE', url, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(commissionMessages.photoNotFound);
    expectPhoto(await get(kept.url, admin));
  });
});

describe('GET /api/customArt/{id}/photos/{photoId}', () => {
  it('serves the owner by account, the owner by email in any case, and the admin', async () => {
    const sender = await createSignedInCustomer(t.db);
    const byAccount = await createCustomArtRequest(t.db, { userId: sender.user.id });
    const byEmail = await createCustomArtRequest(t.db, {
      email: sender.user.email.toUpperCase(),
    });
    for (const request of [byAccount, byEmail]) {
      const photo = await added(request.id);
      expectPhoto(await get(photo.url, sender.cookie));
      expectPhoto(await get(photo.url, admin));
    }
  });

  it('answers another customer 404, an anonymous caller 401, and a mismatched pair 404', async () => {
    const sender = await createSignedInCustomer(t.db);
    const request = await createCustomArtRequest(t.db, { userId: sender.user.id });
    const photo = await added(request.id);

    const stranger = await get(photo.url, customer);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(commissionMessages.photoNotFound);
    expect(stranger.headers['content-type']).not.toBe('image/webp');

    const anonymous = await get(photo.url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(authMessages.loginRequired);

    const other = await createCustomArtRequest(t.db, { userId: sender.user.id });
    for (const url of [
      `/api/customArt/${other.id}/photos/${photo.id}`,
      `/api/customArt/${request.id}/photos/${UNKNOWN_ID}`,
      `/api/customArt/${request.id}/photos/not-a-uuid`,
    ]) {
      expect((await get(url, sender.cookie)).statusCode).toBe(404);
      expect((await get(url, admin)).statusCode).toBe(404);
    }
  });
});
