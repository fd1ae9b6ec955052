import { adminProductMessages as m, type AdminProduct } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { multipartPayload, type MultipartFile } from '../../test/multipart-payload';

/** The GST classification on the admin's product add and edit (decision 0048). */

const fields = {
  title: 'Peacock on river stone',
  description: 'Hand painted with acrylics and varnished',
  price: '1499.50',
  bgColor: '#f4e1c1',
  type: 'stoneArt',
};

let images: MultipartFile[];
beforeAll(async () => {
  const webp = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#b85c38' },
  })
    .webp()
    .toBuffer();
  images = ['mainImage', 'sidebarImage1', 'sidebarImage2'].map((name) => ({
    name,
    filename: `${name}.webp`,
    contentType: 'image/webp',
    data: webp,
  }));
});

describe('HSN code and GST rate of a product (admin)', () => {
  let t: TestApp;
  let cookie: string;
  useTestApp(buildAdminTestApp, (built) => ({ t, admin: cookie } = built));

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    body: Record<string, string>,
    files: MultipartFile[],
  ) => {
    const { payload, headers } = multipartPayload(body, files);
    return t.app.inject({ method, url, payload, headers: { ...headers, cookie } });
  };
  const add = (extra: Record<string, string> = {}) =>
    send('POST', '/api/adminop/add', { ...fields, ...extra }, images);
  const edit = (id: string, extra: Record<string, string>) =>
    send(
      'PUT',
      `/api/adminop/edit/${id}`,
      { title: fields.title, price: fields.price, ...extra },
      [],
    );
  const row = async (id: string) =>
    (await t.db.select().from(products).where(eq(products.id, id)))[0];

  it("leaves a product on its type's default when the form sends none", async () => {
    const response = await add({ hsnCode: '', gstRate: '' });
    expect(response.statusCode).toBe(201);
    const product = response.json().product as AdminProduct;
    expect(product).toMatchObject({ hsnCode: null, gstRate: null });
    expect(await row(product.id)).toMatchObject({ hsnCode: null, gstRateBp: null });
  });

  it('stores the HSN code and the rate (percent in, basis points kept)', async () => {
    const response = await add({ hsnCode: ' 68029100 ', gstRate: '12' });
    expect(response.statusCode).toBe(201);
    const product = response.json().product as AdminProduct;
    expect(product).toMatchObject({ hsnCode: '68029100', gstRate: 12 });
    expect(await row(product.id)).toMatchObject({ hsnCode: '68029100', gstRateBp: 1200 });

    const quarter = (await add({ hsnCode: '7103', gstRate: '0.25' })).json().product;
    expect(await row(quarter.id)).toMatchObject({ hsnCode: '7103', gstRateBp: 25 });
  });

  it.each([
    [{ hsnCode: '680' }, m.hsnCodeInvalid],
    [{ hsnCode: '68021' }, m.hsnCodeInvalid],
    [{ hsnCode: '68AB' }, m.hsnCodeInvalid],
    [{ gstRate: '7' }, m.gstRateInvalid],
    [{ gstRate: '-5' }, m.gstRateInvalid],
    [{ gstRate: 'five' }, m.gstRateInvalid],
  ])('refuses %o with 400 and its message', async (extra, message) => {
    const response = await add(extra);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('edits: absent keeps, a value replaces, blank goes back to the default', async () => {
    const { id } = (await add({ hsnCode: '6802', gstRate: '5' })).json().product as AdminProduct;

    const kept = await edit(id, {});
    expect(kept.statusCode).toBe(200);
    expect(kept.json().product).toMatchObject({ hsnCode: '6802', gstRate: 5 });

    const changed = await edit(id, { hsnCode: '970190', gstRate: '18' });
    expect(changed.json().product).toMatchObject({ hsnCode: '970190', gstRate: 18 });
    expect(await row(id)).toMatchObject({ hsnCode: '970190', gstRateBp: 1800 });

    const reset = await edit(id, { hsnCode: '', gstRate: '' });
    expect(reset.json().product).toMatchObject({ hsnCode: null, gstRate: null });
    expect(await row(id)).toMatchObject({ hsnCode: null, gstRateBp: null });

    const bad = await edit(id, { gstRate: '15' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.gstRateInvalid);
  });

  it("shows them in the admin's list, not in the shop's product answer", async () => {
    const { id } = (await add({ hsnCode: '68022990', gstRate: '5' })).json()
      .product as AdminProduct;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?limit=100',
      headers: { cookie },
    });
    const listed = (list.json().products as AdminProduct[]).find((p) => p.id === id);
    expect(listed).toMatchObject({ hsnCode: '68022990', gstRate: 5 });

    const shop = await t.app.inject({ method: 'GET', url: `/api/adminop/${id}` });
    expect(shop.statusCode).toBe(200);
    expect(shop.json().data).not.toHaveProperty('hsnCode');
    expect(shop.json().data).not.toHaveProperty('gstRate');
  });
});
