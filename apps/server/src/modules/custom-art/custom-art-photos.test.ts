import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CustomArt } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { customArtRequests } from '../../db/schema';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInCustomer } from '../../test/factories/users';
import { moveCustomArtPhotosToPrivate } from './custom-art-photos';
import { multipartPayload } from '../../test/multipart-payload';

// Private custom art photos (docs/decisions/0040-private-custom-art-photos.md): stored outside the
// public media root, served only to the admin and to the signed-in customer who sent the request.

let t: TestApp;
let admin: string;
let customer: string;
let photo: Buffer;
let ip = 0;

useTestApp(buildAdminTestApp, (built) => ({ t, admin, customer } = built));
beforeAll(async () => {
  photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});

/** Sends a request through the public form, signed in with `cookie` or signed out. */
async function send(cookie: string | null): Promise<CustomArt> {
  const { payload, headers } = multipartPayload(
    {
      firstName: 'Nila',
      lastName: 'Das',
      email: 'nila@example.in',
      phone: '9876501234',
      description: 'My grandmother',
    },
    [{ name: 'image', filename: 'gran.png', contentType: 'image/png', data: photo }],
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customArt',
    remoteAddress: `10.40.0.${++ip}`,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ customArt: CustomArt }>().customArt;
}

const get = (url: string, cookie: string | null = null) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const rowOf = async (id: string) =>
  (await t.db.select().from(customArtRequests).where(eq(customArtRequests.id, id)))[0]!;

function expectPhoto(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['cache-control']).toBe('private, no-store');
}

describe('storing a reference photo', () => {
  it('keeps it outside the public media root, under DATA_DIR/private/custom-art', async () => {
    const sent = await send(null);
    const row = await rowOf(sent.id);
    expect(row.artUrl).toMatch(/^custom-art\/[0-9a-f]+-60\.webp$/);
    expect(existsSync(path.join(t.dataDir, 'private', row.artUrl!))).toBe(true);
    expect(existsSync(path.join(t.dataDir, 'media', 'custom-art'))).toBe(false);
    // The public media path of that file name answers nothing.
    const name = path.basename(row.artUrl!);
    expect((await get(`/media/custom-art/${name}`)).statusCode).toBe(404);
    expect((await get(`/media/custom-art/${name}`, admin)).statusCode).toBe(404);
  });

  it('belongs to a signed-in sender, who is answered their own address of it', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const sent = await send(cookie);
    expect((await rowOf(sent.id)).userId).toBe(user.id);
    expect(sent.artUrl).toBe(`/api/customArt/${sent.id}/image`);
    expectPhoto(await get(sent.artUrl!, cookie));
  });

  it('belongs to no one when sent signed out: the answer gives no address, the row no user', async () => {
    const sent = await send(null);
    expect(sent.artUrl).toBeNull();
    expect((await rowOf(sent.id)).userId).toBeNull();
  });
});

describe('who gets the photo', () => {
  let owner: { cookie: string };
  let sent: CustomArt;
  beforeAll(async () => {
    owner = await createSignedInCustomer(t.db);
    sent = await send(owner.cookie);
  });

  it('gives the admin the bytes, at the address the admin list shows', async () => {
    const [listed] = (await get('/api/customArt', admin))
      .json<CustomArt[]>()
      .filter((r) => r.id === sent.id);
    expect(listed?.artUrl).toBe(`/api/admin/customArt/${sent.id}/image`);
    const response = await get(listed!.artUrl!, admin);
    expectPhoto(response);
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });

  it('gives the customer who sent it the same bytes', async () => {
    const mine = await get(`/api/customArt/${sent.id}/image`, owner.cookie);
    expectPhoto(mine);
    const admins = await get(`/api/admin/customArt/${sent.id}/image`, admin);
    expect(mine.rawPayload.equals(admins.rawPayload)).toBe(true);
  });

  it('gives another customer the same 404 as a request that does not exist', async () => {
    const other = await get(`/api/customArt/${sent.id}/image`, customer);
    const missing = await get(
      '/api/customArt/00000000-0000-4000-8000-000000000000/image',
      customer,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await get('/api/customArt/not-a-uuid/image', customer)).statusCode).toBe(404);
  });

  it('gives a signed-out visitor a 401 on both addresses, whatever the id', async () => {
    for (const url of [
      `/api/customArt/${sent.id}/image`,
      `/api/admin/customArt/${sent.id}/image`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it("refuses a customer, even the sender, on the admin's address (403)", async () => {
    expect((await get(`/api/admin/customArt/${sent.id}/image`, owner.cookie)).statusCode).toBe(403);
  });

  it('answers 404 to the admin for a request without a photo or an unknown id', async () => {
    const [bare] = await t.db
      .insert(customArtRequests)
      .values({
        firstName: 'No',
        lastName: 'Photo',
        email: 'np@example.in',
        phone: '9876543210',
        description: '',
        artUrl: null,
      })
      .returning();
    expect((await get(`/api/admin/customArt/${bare!.id}/image`, admin)).statusCode).toBe(404);
    expect(
      (await get('/api/admin/customArt/00000000-0000-4000-8000-000000000000/image', admin))
        .statusCode,
    ).toBe(404);
  });
});

describe('photos an older version left in public media', () => {
  it('are moved out of the public root at start and keep working for the admin; a second run changes nothing', async () => {
    // As the previous version stored them: every size under media/custom-art, the row pointing at one.
    const legacyDir = path.join(t.dataDir, 'media', 'custom-art');
    await mkdir(legacyDir, { recursive: true });
    const bytes = await sharp(photo).webp().toBuffer();
    for (const width of [320, 640]) {
      await writeFile(path.join(legacyDir, `abcdef0123456789-${width}.webp`), bytes);
    }
    const [old] = await t.db
      .insert(customArtRequests)
      .values({
        firstName: 'Old',
        lastName: 'Row',
        email: 'old@example.in',
        phone: '9876543210',
        description: '',
        artUrl: '/media/custom-art/abcdef0123456789-640.webp',
      })
      .returning();
    // Refused by /media even before the move, however the path is spelled (404, or 403 for a
    // path @fastify/static finds suspicious): never the bytes.
    for (const url of [
      '/media/custom-art/abcdef0123456789-640.webp',
      '/media/custom-art/../custom-art/abcdef0123456789-320.webp',
      '/media//custom-art/abcdef0123456789-320.webp',
      '/media/./custom-art/abcdef0123456789-320.webp',
      '/media/custom-art%2Fabcdef0123456789-320.webp',
      '/media/%63ustom-art/abcdef0123456789-320.webp',
    ]) {
      expect([403, 404], url).toContain((await get(url)).statusCode);
    }

    expect(await moveCustomArtPhotosToPrivate(t.db, t.dataDir)).toEqual({ files: 2, rows: 1 });
    expect(existsSync(legacyDir)).toBe(false);
    expect((await rowOf(old!.id)).artUrl).toBe('custom-art/abcdef0123456789-640.webp');
    expect(await readdir(path.join(t.dataDir, 'private', 'custom-art'))).toEqual(
      expect.arrayContaining(['abcdef0123456789-320.webp', 'abcdef0123456789-640.webp']),
    );
    const served = await get(`/api/admin/customArt/${old!.id}/image`, admin);
    expectPhoto(served);
    expect(served.rawPayload.equals(bytes)).toBe(true);

    expect(await moveCustomArtPhotosToPrivate(t.db, t.dataDir)).toEqual({ files: 0, rows: 0 });
  });

  it('finishes a move that stopped between the files and the rows', async () => {
    const [old] = await t.db
      .insert(customArtRequests)
      .values({
        firstName: 'Half',
        lastName: 'Moved',
        email: 'half@example.in',
        phone: '9876543210',
        description: '',
        artUrl: '/media/custom-art/0123456789abcdef-320.webp',
      })
      .returning();
    await writeFile(
      path.join(t.dataDir, 'private', 'custom-art', '0123456789abcdef-320.webp'),
      await sharp(photo).webp().toBuffer(),
    );
    // Even before, the admin's address finds the moved file.
    expectPhoto(await get(`/api/admin/customArt/${old!.id}/image`, admin));
    expect(await moveCustomArtPhotosToPrivate(t.db, t.dataDir)).toEqual({ files: 0, rows: 1 });
    expect((await rowOf(old!.id)).artUrl).toBe('custom-art/0123456789abcdef-320.webp');
  });
});
