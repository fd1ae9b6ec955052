import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload, type MultipartFile } from '../test/multipart-payload';
import { buildAdminTestApp } from '../test/build-admin-test-app';
import type { TestApp } from '../test/build-test-app';

/**
 * Security suite (docs/security.md): hostile files through the real upload routes (the admin's
 * product form), then what the shop serves back. The decoding rules themselves are unit-tested in
 * intake.test.ts.
 */
const fields = {
  title: 'Peacock on river stone',
  description: 'Hand painted with acrylics and varnished',
  price: '1499.50',
  bgColor: '#F4E1C1',
  type: 'stoneArt',
  discount: 'false',
  discountPercentage: '0',
};

const file = (
  name: string,
  data: Buffer,
  filename = `${name}.webp`,
  contentType = 'image/webp',
): MultipartFile => ({
  name,
  filename,
  contentType,
  data,
});

describe('hostile uploads through the product form', () => {
  let t: TestApp;
  let admin: string;
  let webp: Buffer;
  beforeAll(async () => {
    ({ t, admin } = await buildAdminTestApp());
    webp = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a33' } })
      .webp()
      .withMetadata({ exif: { IFD0: { Make: 'PhoneCo' } } })
      .toBuffer();
  });
  afterAll(() => t.close());

  const add = (main: MultipartFile, extra: Partial<Record<'payload', Buffer>> = {}) => {
    const { payload, headers } = multipartPayload(fields, [
      main,
      file('sidebarImage1', webp),
      file('sidebarImage2', webp),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/adminop/add',
      payload: extra.payload ?? payload,
      headers: { ...headers, cookie: admin },
    });
  };
  const storedFiles = () => readdir(path.join(t.dataDir, 'media', 'products')).catch(() => []);

  it('refuses files that are not what their name says, with a clear message and nothing stored', async () => {
    const before = await storedFiles();
    // A GIF is an image, but not a photo the product form takes (decision 0087).
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const hostile = [
      file('mainImage', gif), // a GIF named .webp
      file('mainImage', Buffer.from('<html><script>alert(1)</script></html>')), // HTML named .webp
      file('mainImage', svg, 'logo.svg', 'image/svg+xml'),
      file('mainImage', webp.subarray(0, Math.floor(webp.length / 2))), // truncated
    ];
    for (const main of hostile) {
      const answer = await add(main);
      expect(answer.statusCode, main.filename).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(/image/i);
      expect(answer.body).not.toMatch(/at \w+ \(|\.ts:\d|sharp|vips/i);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a decompression bomb by its pixel count without decoding it', async () => {
    // A small PNG whose header claims 30,000 x 30,000 pixels (3.6 GB decoded): the custom art form
    // takes any raster image, so the pixel limit is what stops it.
    const bomb = Buffer.from(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30_000);
    const { payload, headers } = multipartPayload(
      {
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.in',
        phone: '9876543210',
        description: 'A bomb',
      },
      [file('image', bomb, 'stone.png', 'image/png')],
    );
    const answer = await t.app.inject({ method: 'POST', url: '/api/customArt', payload, headers });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(/image/i);
  });

  it('refuses a 50 MB body with 413 before reading it all', async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024, 0x41);
    const answer = await add(file('mainImage', huge));
    expect(answer.statusCode).toBe(413);
    expect(answer.json<{ message: string }>().message).toBeTruthy();
  });

  it('stores a good image under a server-made name whatever the client called it, without metadata, served as an image with nosniff', async () => {
    const answer = await add(file('mainImage', webp, '../../../etc/passwd.webp'));
    expect(answer.statusCode, answer.body).toBe(201);
    const stored = await storedFiles();
    expect(stored.some((name) => name.includes('passwd') || name.includes('..'))).toBe(false);
    const product = answer.json<{ product: { mainImageUrl: string } }>().product;
    const url = new URL(product.mainImageUrl, 'http://shop.test').pathname;
    expect(url).toMatch(/^\/media\/products\/[0-9a-z-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
  });
});
