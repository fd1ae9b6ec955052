import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { adminProductMessages as m, type Product } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, productReviews, products } from '../../db/schema';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { multipartPayload, type MultipartFile } from '../../test/multipart-payload';
import { createOrder } from '../../test/factories/orders';
import { createSignedInCustomer, createUser } from '../../test/factories/users';
import { ADMIN_UPLOAD_RATE_LIMIT } from './admin-upload-limit';
import { createProduct, createReview, resetCatalog } from '../../test/factories/catalog';

const MB = 1024 * 1024;

const webp = (width = 96, height = 64, background = '#b85c38') =>
  sharp({ create: { width, height, channels: 3, background } })
    .webp()
    .toBuffer();

const file = (name: string, data: Buffer, filename = `${name}.webp`, contentType = 'image/webp') =>
  ({ name, filename, contentType, data }) satisfies MultipartFile;

const validFields = {
  title: 'Peacock on river stone',
  description: 'Hand painted with acrylics and varnished',
  price: '1499.50',
  bgColor: '#F4E1C1',
  type: 'stoneArt',
  discount: 'true',
  discountPercentage: '10',
};

let mainWebp: Buffer;
let sideWebp: Buffer;
let gif: Buffer;
beforeAll(async () => {
  mainWebp = await webp(1600, 1200);
  sideWebp = await webp(400, 300, '#2a6f97');
  gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
    .gif()
    .toBuffer();
});

const threeImages = () => [
  file('mainImage', mainWebp),
  file('sidebarImage1', sideWebp),
  file('sidebarImage2', sideWebp),
];

async function productFiles(t: TestApp): Promise<string[]> {
  return readdir(path.join(t.dataDir, 'media', 'products')).catch(() => []);
}

describe('admin products: who may call', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it('refuses visitors with 401 and customers too, changing nothing', async () => {
    const product = await createProduct(t.db);
    const { cookie } = await createSignedInCustomer(t.db);
    const calls = [
      { method: 'GET', url: '/api/admin/products' },
      { method: 'POST', url: '/api/adminop/add', ...multipartPayload(validFields, threeImages()) },
      {
        method: 'PUT',
        url: `/api/adminop/edit/${product.id}`,
        ...multipartPayload({ title: 'Hacked', price: '1' }),
      },
      { method: 'DELETE', url: `/api/adminop/delete/${product.id}` },
    ] as const;
    for (const call of calls) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const customer = await t.app.inject({
        ...call,
        headers: { ...('headers' in call ? call.headers : {}), cookie },
      });
      expect([401, 403], `${call.method} ${call.url}`).toContain(customer.statusCode);
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.title).toBe(product.title);
    expect(await productFiles(t)).toEqual([]);
  });

  it('documents the admin product calls in the OpenAPI page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = spec.json().paths as Record<string, Record<string, unknown>>;
    expect(paths['/api/admin/products']).toHaveProperty('get');
    expect(paths['/api/adminop/add']).toHaveProperty('post');
    expect(paths['/api/adminop/edit/{id}']).toHaveProperty('put');
    expect(paths['/api/adminop/delete/{id}']).toHaveProperty('delete');
  });
});

describe('POST /api/adminop/add', () => {
  let t: TestApp;
  let cookie: string;
  useTestApp(buildAdminTestApp, (built) => ({ t, admin: cookie } = built));

  const add = (fields: Record<string, string>, files: MultipartFile[] = threeImages()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/adminop/add',
      ...multipartPayload(fields, files),
      headers: { ...multipartPayload(fields, files).headers, cookie },
    });

  it('stores the product with verified WebP variants and a server-computed discount price', async () => {
    // Warm the public cache first: the new product must show at once, not after the cache TTL.
    const before = await t.app.inject({ method: 'GET', url: '/api/adminop/type/stoneArt' });
    expect(before.json().products).toEqual([]);

    const response = await add({ ...validFields, discountPrice: '1', artist: 'Asha' });
    expect(response.statusCode).toBe(201);
    const { message, product } = response.json() as { message: string; product: Product };
    expect(message).toBe(m.added);
    expect(product).toMatchObject({
      title: 'Peacock on river stone',
      description: 'Hand painted with acrylics and varnished',
      price: 1499.5,
      bgColor: '#f4e1c1',
      type: 'stoneArt',
      artist: 'Asha',
      isPremium: false,
      discount: true,
      discountPercentage: 10,
      discountPrice: 1350,
      mainImageUrl: expect.stringMatching(/^\/media\/products\/[0-9a-f]{16}-1280\.webp$/),
    });
    expect(product.sidebarImageUrls).toHaveLength(2);
    expect(product.images.map((image) => image.role)).toEqual(['main', 'sidebar', 'sidebar']);
    expect(product.images[0]?.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);

    const stored = await readFile(
      path.join(t.dataDir, 'media', product.mainImageUrl!.replace(/^\/media\//, '')),
    );
    expect((await sharp(stored).metadata()).format).toBe('webp');

    const after = await t.app.inject({ method: 'GET', url: '/api/adminop/type/stoneArt' });
    expect(after.json().products.map((p: Product) => p.id)).toEqual([product.id]);
    const one = await t.app.inject({ method: 'GET', url: `/api/adminop/${product.id}` });
    expect(one.json().data.discountPrice).toBe(1350);
  });

  it('ignores the percentage of a product without a discount', async () => {
    const response = await add({ ...validFields, type: 'painting', discount: 'false' });
    expect(response.statusCode).toBe(201);
    expect(response.json().product).toMatchObject({
      type: 'painting',
      discount: false,
      discountPercentage: 0,
      discountPrice: 1499.5,
    });
  });

  it.each([
    [{ title: '   ' }, m.titleRequired],
    [{ description: '' }, m.descriptionRequired],
    [{ price: '0' }, m.priceInvalid],
    [{ price: '-10' }, m.priceInvalid],
    [{ price: 'twelve' }, m.priceInvalid],
    [{ bgColor: 'blue' }, m.bgColorInvalid],
    [{ bgColor: '#fff' }, m.bgColorInvalid],
    [{ discountPercentage: '0' }, m.discountPercentageInvalid],
    [{ discountPercentage: '' }, m.discountPercentageInvalid],
    [{ discountPercentage: '150' }, m.discountPercentageInvalid],
    [{ type: 'sculpture' }, m.typeInvalid],
  ])('refuses %o with the spec message and stores no file', async (override, message) => {
    const before = await productFiles(t);
    const response = await add({ ...validFields, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await productFiles(t)).toEqual(before);
  });

  it('refuses a missing title field (not only an empty one)', async () => {
    const { title: _omit, ...rest } = validFields;
    const response = await add(rest);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.titleRequired);
  });

  it('asks for the main image', async () => {
    const response = await add(validFields, threeImages().slice(1));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.mainImageRequired);
  });

  it('takes a main image alone or with up to 2 sidebars; 3 are refused (decision 0087)', async () => {
    const alone = await add(validFields, threeImages().slice(0, 1));
    expect(alone.statusCode).toBe(201);
    expect(alone.json().product.sidebarImageUrls).toEqual([]);
    const one = await add(validFields, threeImages().slice(0, 2));
    expect(one.statusCode).toBe(201);
    expect(one.json().product.sidebarImageUrls).toHaveLength(1);

    const before = await productFiles(t);
    const three = await add(validFields, [...threeImages(), file('sidebarImage3', sideWebp)]);
    expect(three.statusCode).toBe(400);
    expect(three.json().message).toBe(m.sidebarImagesAtMostTwo);
    expect(await productFiles(t)).toEqual(before);
  });

  it('takes photos as they come (JPEG, PNG, AVIF) and stores them as WebP', async () => {
    const photo = (format: 'jpeg' | 'png' | 'avif') =>
      sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a5a44' } })
        .toFormat(format)
        .toBuffer();
    const response = await add(validFields, [
      file('mainImage', await photo('jpeg'), 'IMG_0042.JPG', 'image/jpeg'),
      file('sidebarImage1', await photo('png'), 'side.png', 'image/png'),
      file('sidebarImage2', await photo('avif'), 'side.avif', 'image/avif'),
    ]);
    expect(response.statusCode).toBe(201);
    const added: Product = response.json().product;
    for (const url of [added.mainImageUrl ?? '', ...added.sidebarImageUrls]) {
      expect(url).toMatch(/^\/media\/products\/[0-9a-f]{16}-\d+\.webp$/);
      const stored = path.join(t.dataDir, url.replace(/^\/media\//, 'media/'));
      expect((await sharp(await readFile(stored)).metadata()).format).toBe('webp');
    }
  });

  it('refuses a GIF named .webp by decoding it, and removes the images already stored', async () => {
    const before = await productFiles(t);
    const response = await add(validFields, [
      file('mainImage', mainWebp),
      file('sidebarImage1', sideWebp),
      file('sidebarImage2', gif, 'renamed.webp'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.imageTypeNotAccepted);
    expect(await productFiles(t)).toEqual(before);

    const text = await add(validFields, [
      file('mainImage', Buffer.from('not a picture at all')),
      file('sidebarImage1', sideWebp),
      file('sidebarImage2', sideWebp),
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(m.imageTypeNotAccepted);
  });

  it('refuses an image over 20 MB with the spec message', async () => {
    const big = Buffer.concat([mainWebp, randomBytes(20 * MB)]);
    const response = await add(validFields, [
      file('mainImage', big),
      file('sidebarImage1', sideWebp),
      file('sidebarImage2', sideWebp),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(m.imageTooLarge);
  });

  it('answers a JSON body and a broken multipart body with 400, not 500', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/adminop/add',
      headers: { cookie },
      payload: { ...validFields },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(m.mainImageRequired);

    const { payload, headers } = multipartPayload(validFields, threeImages());
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/adminop/add',
      headers: { ...headers, cookie },
      payload: payload.subarray(0, payload.length - 500),
    });
    expect(truncated.statusCode).toBe(400);
  });
});

describe('PUT /api/adminop/edit/{id}', () => {
  let t: TestApp;
  let cookie: string;
  let product: Product;
  beforeAll(async () => {
    ({ t, admin: cookie } = await buildAdminTestApp());
    const { payload, headers } = multipartPayload(validFields, threeImages());
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/adminop/add',
      payload,
      headers: { ...headers, cookie },
    });
    product = added.json().product;
  });
  afterAll(() => t.close());

  const edit = (id: string, fields: Record<string, string>, files: MultipartFile[] = []) => {
    const { payload, headers } = multipartPayload(fields, files);
    return t.app.inject({
      method: 'PUT',
      url: `/api/adminop/edit/${id}`,
      payload,
      headers: { ...headers, cookie },
    });
  };

  const keepAll = () => ({
    mainImageUrl: product.mainImageUrl!,
    sidebarImage1Url: product.sidebarImageUrls[0]!,
    sidebarImage2Url: product.sidebarImageUrls[1]!,
  });

  it('changes the fields, keeps the images and recomputes the discount price', async () => {
    const response = await edit(product.id, {
      title: ' Peacock, large ',
      description: 'Bigger stone',
      price: '2000',
      type: 'painting',
      discount: 'true',
      discountPercentage: '25',
      ...keepAll(),
    });
    expect(response.statusCode).toBe(200);
    const edited: Product = response.json().product;
    expect(edited).toMatchObject({
      id: product.id,
      title: 'Peacock, large',
      description: 'Bigger stone',
      price: 2000,
      type: 'painting',
      discount: true,
      discountPercentage: 25,
      discountPrice: 1500,
      bgColor: '#f4e1c1',
      mainImageUrl: product.mainImageUrl,
      sidebarImageUrls: product.sidebarImageUrls,
    });
    const publicView = await t.app.inject({ method: 'GET', url: `/api/adminop/${product.id}` });
    expect(publicView.json().data.price).toBe(2000);

    const noDiscount = await edit(product.id, {
      title: 'Peacock',
      price: '2000',
      discountPercentage: '0',
      discount: 'false',
      ...keepAll(),
    });
    expect(noDiscount.json().product).toMatchObject({
      discount: false,
      discountPercentage: 0,
      discountPrice: 2000,
      description: 'Bigger stone',
    });
  });

  it('clears the artist when the form sends it blank, and keeps it when the part is left out', async () => {
    const named = await edit(product.id, { title: 'Peacock', price: '2000', artist: ' Meera ' });
    expect(named.json().product.artist).toBe('Meera');
    const kept = await edit(product.id, { title: 'Peacock', price: '2000' });
    expect(kept.json().product.artist).toBe('Meera');
    const cleared = await edit(product.id, { title: 'Peacock', price: '2000', artist: '  ' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().product.artist).toBeNull();
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.artist).toBeNull();
  });

  it('replaces one image with a new WebP and keeps the others', async () => {
    const { sidebarImage2Url: _replaced, ...kept } = keepAll();
    const response = await edit(product.id, { title: 'Peacock', price: '2000', ...kept }, [
      file('sidebarImage2', await webp(300, 300, '#123456')),
    ]);
    expect(response.statusCode).toBe(200);
    const edited: Product = response.json().product;
    expect(edited.mainImageUrl).toBe(product.mainImageUrl);
    expect(edited.sidebarImageUrls[0]).toBe(product.sidebarImageUrls[0]);
    expect(edited.sidebarImageUrls[1]).not.toBe(product.sidebarImageUrls[1]);
    expect(edited.sidebarImageUrls[1]).toMatch(/^\/media\/products\/[0-9a-f]{16}-300\.webp$/);
    product = edited;
  });

  it('refuses a kept URL that is not one of the product images', async () => {
    const response = await edit(product.id, {
      title: 'Peacock',
      price: '2000',
      ...keepAll(),
      mainImageUrl: '/media/custom-art/someone-else-320.webp',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.keptImageUnknown);
  });

  it('refuses a GIF as a replacement image', async () => {
    const response = await edit(product.id, { title: 'Peacock', price: '2000' }, [
      file('mainImage', gif, 'main.webp'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.imageTypeNotAccepted);
  });

  it.each([
    [{ title: '' }, m.editTitleRequired],
    [{ price: '0' }, m.priceInvalid],
    [{ price: 'abc' }, m.priceInvalid],
    [{ discountPercentage: '-1' }, m.editDiscountRange],
    [{ discountPercentage: '101' }, m.editDiscountRange],
    [{ type: 'vase' }, m.typeInvalid],
  ])('refuses %o with the spec message', async (override, message) => {
    const response = await edit(product.id, { title: 'Peacock', price: '2000', ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.title).toBe('Peacock');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await edit('00000000-0000-0000-0000-000000000000', {
      title: 'x',
      price: '1',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.notFound);
    expect((await edit('not-a-uuid', { title: 'x', price: '1' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/adminop/delete/{id}', () => {
  let t: TestApp;
  let cookie: string;
  useTestApp(buildAdminTestApp, (built) => ({ t, admin: cookie } = built));

  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/adminop/delete/${id}`, headers: { cookie } });

  it("deletes the product and its reviews; an order's item snapshot stays intact", async () => {
    const product = await createProduct(t.db, { title: 'Sold stone', pricePaise: 120_000 });
    await createReview(t.db, { productId: product.id });
    const customer = await createUser(t.db);
    const { order } = await createOrder(t.db, customer.id, [{ product, quantity: 2 }], {
      paymentStatus: 'success',
    });
    // Warm the public cache so the deletion must invalidate it.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/adminop/${product.id}` })).statusCode,
    ).toBe(200);

    const response = await remove(product.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/adminop/${product.id}` })).statusCode,
    ).toBe(404);
    expect(
      await t.db.select().from(productReviews).where(eq(productReviews.productId, product.id)),
    ).toEqual([]);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({
      productId: null,
      title: 'Sold stone',
      quantity: 2,
      pricePaise: 120_000,
    });
  });

  it('answers 404 for an unknown, already deleted or malformed id', async () => {
    const product = await createProduct(t.db);
    expect((await remove(product.id)).statusCode).toBe(204);
    const again = await remove(product.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(m.notFound);
    expect((await remove('12345')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/products', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    ({ t, admin: cookie } = await buildAdminTestApp());
  });
  beforeEach(() => resetCatalog(t.db));
  afterAll(() => t.close());

  const list = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products${query}`,
      headers: { cookie },
    });
    return response;
  };
  const titles = async (query = '') =>
    (await list(query)).json().products.map((p: Product) => p.title);

  async function seed() {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    await createProduct(t.db, {
      title: 'Lotus Pond',
      description: 'Oil on canvas',
      type: 'painting',
      createdAt: at(1),
    });
    await createProduct(t.db, {
      title: 'Ganesha stone',
      description: 'Painted RIVER stone',
      discountPercentage: 10,
      createdAt: at(2),
    });
    await createProduct(t.db, {
      title: 'Couple portrait',
      description: '100% hand made',
      discountPercentage: 5,
      createdAt: at(3),
    });
    await createProduct(t.db, {
      title: 'River at dusk',
      description: 'Watercolour',
      type: 'painting',
      createdAt: at(4),
    });
  }

  it('lists newest first with the total and the analytics', async () => {
    await seed();
    const customer = await createUser(t.db);
    await createOrder(t.db, customer.id, [], { totalPaise: 150_050, paymentStatus: 'success' });
    await createOrder(t.db, customer.id, [], { totalPaise: 99_900, paymentStatus: 'success' });
    await createOrder(t.db, customer.id, [], { totalPaise: 500_000, paymentStatus: 'pending' });
    await createOrder(t.db, customer.id, [], { totalPaise: 700_000, paymentStatus: 'failed' });

    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.products.map((p: Product) => p.title)).toEqual([
      'River at dusk',
      'Couple portrait',
      'Ganesha stone',
      'Lotus Pond',
    ]);
    expect(body.total).toBe(4);
    expect(body.analytics).toEqual({
      totalProducts: 4,
      paintings: 2,
      stoneArt: 2,
      activeDiscounts: 2,
      totalSales: 2499.5,
    });
  });

  it('searches title and description case-insensitively, with % taken literally', async () => {
    await seed();
    expect(await titles('?q=river')).toEqual(['River at dusk', 'Ganesha stone']);
    expect(await titles('?q=%20LOTUS%20')).toEqual(['Lotus Pond']);
    expect(await titles('?q=100%25')).toEqual(['Couple portrait']);
    expect(await titles('?q=%25')).toEqual(['Couple portrait']);
    expect(await titles('?q=nothing-like-this')).toEqual([]);
  });

  it('filters by type and discount, and the analytics still cover everything', async () => {
    await seed();
    expect(await titles('?type=painting')).toEqual(['River at dusk', 'Lotus Pond']);
    expect(await titles('?type=stoneArt&discount=yes')).toEqual([
      'Couple portrait',
      'Ganesha stone',
    ]);
    expect(await titles('?discount=no')).toEqual(['River at dusk', 'Lotus Pond']);
    const filtered = (await list('?type=painting&q=lotus')).json();
    expect(filtered.total).toBe(1);
    expect(filtered.analytics.totalProducts).toBe(4);
    expect(await titles('?type=&discount=')).toHaveLength(4);
  });

  it('counts the dashboard figures from what the database keeps, whoever writes', async () => {
    await seed();
    expect((await list()).json().analytics).toMatchObject({
      totalProducts: 4,
      activeDiscounts: 2,
    });
    // A write behind the shop's back (a script, another tool) shows at once: the tallies are kept
    // by the database's triggers, not by the shop (decision 0136).
    await t.db.update(products).set({ discountPercentage: 0 });
    expect((await list('?limit=2&offset=2')).json().analytics.activeDiscounts).toBe(0);
    await t.db.delete(products).where(eq(products.type, 'painting'));
    expect((await list()).json().analytics).toMatchObject({
      totalProducts: 2,
      paintings: 0,
      stoneArt: 2,
    });
  });

  it('pages in the database', async () => {
    await seed();
    const page = (await list('?limit=2&offset=1')).json();
    expect(page.products.map((p: Product) => p.title)).toEqual([
      'Couple portrait',
      'Ganesha stone',
    ]);
    expect(page.total).toBe(4);
    expect(await titles('?limit=2&offset=4')).toEqual([]);
  });

  it.each([
    ['?type=vase', m.typeFilterInvalid],
    ['?discount=maybe', m.discountFilterInvalid],
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=500', 'limit must be a whole number from 1 to 100'],
    ['?offset=-1', 'offset must be a whole number of 0 or more'],
    [`?q=${'a'.repeat(101)}`, m.searchTooLong],
  ])('refuses %s with a clear 400', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('admin uploads are rate limited per client', () => {
  let t: TestApp;
  let cookie: string;
  useTestApp(buildAdminTestApp, (built) => ({ t, admin: cookie } = built));

  /** A cheap refused form (no images): it counts like any upload. */
  const call = (method: 'POST' | 'PUT', url: string, remoteAddress: string) => {
    const { payload, headers } = multipartPayload({ title: '' });
    return t.app.inject({ method, url, remoteAddress, payload, headers: { ...headers, cookie } });
  };

  it.each([
    ['POST', '/api/adminop/add'],
    ['PUT', '/api/adminop/edit/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s answers 429 with a clear message past the limit', async (method, url) => {
    const ip = method === 'POST' ? '10.60.0.1' : '10.60.0.2';
    for (let i = 0; i < ADMIN_UPLOAD_RATE_LIMIT.max; i += 1) {
      expect((await call(method, url, ip)).statusCode).not.toBe(429);
    }
    const limited = await call(method, url, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toBe(m.tooManyUploads);
    // Another client is not affected.
    expect((await call(method, url, '10.60.0.3')).statusCode).not.toBe(429);
  });

  it('counts only callers past the admin guard: a visitor gets 401, never 429', async () => {
    for (let i = 0; i <= ADMIN_UPLOAD_RATE_LIMIT.max; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/adminop/add',
        remoteAddress: '10.60.0.9',
        ...multipartPayload({ title: '' }),
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
