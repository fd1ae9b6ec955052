import {
  artistMessages,
  type AdminArtist,
  type ArtistPageResponse,
  type Product,
} from '@artshop/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useCatalogTestApp } from '../../test/use-catalog-test-app';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { type TestApp } from '../../test/build-test-app';
import { createArtistProfile, createProduct } from '../../test/factories/catalog';
import { createSignedInCustomer } from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import { multipartPayload } from '../../test/multipart-payload';

// Artist profiles (decision 0108): the public page's answer, the product's link, the back-office's
// management, and the sitemap.

let t: TestApp;
let admin: string;
useCatalogTestApp((built) => ({ t, admin } = built));

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const titles = (list: Product[]) => list.map((p) => p.title);

describe('GET /api/artists/:slug', () => {
  it('answers the profile and its shown works, what can be bought first, then the sold', async () => {
    const meera = await createArtistProfile(t.db, {
      name: 'Meera Pillai',
      city: 'Kochi',
      bio: 'Paints the backwaters at dawn.',
    });
    const painting = { type: 'painting' as const, artist: 'Meera Pillai', artistId: meera.id };
    await createProduct(t.db, { ...painting, title: 'Old sold', soldAt: at(9), createdAt: at(1) });
    await createProduct(t.db, { ...painting, title: 'Older', createdAt: at(2) });
    await createProduct(t.db, { ...painting, title: 'New sold', soldAt: at(9), createdAt: at(3) });
    await createProduct(t.db, { ...painting, title: 'Newest', createdAt: at(4) });
    await createProduct(t.db, { ...painting, title: 'Hidden', hidden: true, createdAt: at(5) });
    await createProduct(t.db, { title: 'Someone else', createdAt: at(6) });

    const response = await t.app.inject({ method: 'GET', url: '/api/artists/meera-pillai' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ArtistPageResponse>();
    expect(body.artist).toEqual({
      id: meera.id,
      name: 'Meera Pillai',
      slug: 'meera-pillai',
      city: 'Kochi',
      bio: 'Paints the backwaters at dawn.',
      photo: null,
    });
    expect(titles(body.products)).toEqual(['Newest', 'Older', 'New sold', 'Old sold']);
    expect(body.products.map((p) => p.availability)).toEqual([
      'available',
      'available',
      'sold',
      'sold',
    ]);
  });

  it('answers an unknown slug with a 404 saying so', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/artists/no-such-artist' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(artistMessages.notFound);
  });

  it("links a product to its artist's page, and says null without a profile", async () => {
    const arjun = await createArtistProfile(t.db, { name: 'Arjun Das' });
    const linked = await createProduct(t.db, { artist: 'Arjun Das', artistId: arjun.id });
    const plain = await createProduct(t.db, { artist: 'Unknown hand' });
    const one = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/adminop/${id}` })).json<{ data: Product }>()
        .data;
    expect((await one(linked.id)).artistSlug).toBe('arjun-das');
    expect((await one(plain.id)).artistSlug).toBeNull();
  });
});

describe('the back-office: /api/admin/artists', () => {
  it('is for admins only', async () => {
    const customer = (await createSignedInCustomer(t.db)).cookie;
    expect((await injectAs(t, 'GET', '/api/admin/artists', null)).statusCode).toBe(401);
    expect((await injectAs(t, 'GET', '/api/admin/artists', customer)).statusCode).toBe(403);
    const post = await injectAs(t, 'POST', '/api/admin/artists', customer, { name: 'X' });
    expect(post.statusCode).toBe(403);
  });

  it('adds a profile that adopts the products of that name, and a rename follows to them', async () => {
    const product = await createProduct(t.db, { type: 'painting', artist: '  kavya menon ' });
    const added = await injectAs(t, 'POST', '/api/admin/artists', admin, {
      name: 'Kavya Menon',
      city: 'Chennai',
      bio: 'Temple towns in watercolour.',
    });
    expect(added.statusCode).toBe(201);
    const artist = added.json<{ artist: AdminArtist }>().artist;
    expect(artist).toMatchObject({ slug: 'kavya-menon', city: 'Chennai', productCount: 1 });

    const renamed = await injectAs(t, 'PUT', `/api/admin/artists/${artist.id}`, admin, {
      name: 'Kavya R. Menon',
      slug: 'kavya-menon',
      city: 'Chennai',
      bio: 'Temple towns in watercolour.',
    });
    expect(renamed.statusCode).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ artist: 'Kavya R. Menon', artistId: artist.id });

    const list = await injectAs(t, 'GET', '/api/admin/artists', admin);
    expect(list.json<{ artists: AdminArtist[] }>().artists.map((a) => a.name)).toEqual([
      'Kavya R. Menon',
    ]);
  });

  it("links a product saved with a profile's name (any letter case) to it", async () => {
    const meera = await createArtistProfile(t.db, { name: 'Meera Pillai' });
    const product = await createProduct(t.db, { type: 'painting', artist: null });
    const { payload, headers } = multipartPayload({
      title: 'Backwaters',
      description: 'Oil on canvas.',
      price: '24000',
      type: 'painting',
      discount: 'false',
      artist: 'meera pillai',
      mainImageUrl: product.images[0]!.url,
    });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/adminop/edit/${product.id}`,
      payload,
      headers: { ...headers, cookie: admin },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.artistId).toBe(meera.id);
    const page = await t.app.inject({ method: 'GET', url: '/api/artists/meera-pillai' });
    expect(titles(page.json<ArtistPageResponse>().products)).toEqual(['Backwaters']);
  });

  it('refuses a taken slug or name with 409, a bad slug or empty name with 400', async () => {
    await createArtistProfile(t.db, { name: 'Rohan Bose' });
    const sameName = await injectAs(t, 'POST', '/api/admin/artists', admin, { name: 'ROHAN BOSE' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json<{ message: string }>().message).toBe(artistMessages.nameTaken);
    const sameSlug = await injectAs(t, 'POST', '/api/admin/artists', admin, {
      name: 'Rohan Bose Jr',
      slug: 'rohan-bose',
    });
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json<{ message: string }>().message).toBe(artistMessages.slugTaken);
    const badSlug = await injectAs(t, 'POST', '/api/admin/artists', admin, {
      name: 'A',
      slug: 'Not A Slug',
    });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json<{ message: string }>().message).toBe(artistMessages.slugInvalid);
    const empty = await injectAs(t, 'POST', '/api/admin/artists', admin, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(artistMessages.nameRequired);
    const unknown = await injectAs(t, 'PUT', '/api/admin/artists/not-an-id', admin, { name: 'A' });
    expect(unknown.statusCode).toBe(404);
  });

  it('stores a photo as WebP variants, shown on the public page; a text file is refused', async () => {
    const artist = await createArtistProfile(t.db, { name: 'Anjali Rao' });
    const png = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#a0522d' },
    })
      .png()
      .toBuffer();
    const upload = (data: Buffer, contentType: string) => {
      const body = multipartPayload({}, [{ name: 'photo', filename: 'me.png', contentType, data }]);
      return t.app.inject({
        method: 'PUT',
        url: `/api/admin/artists/${artist.id}/photo`,
        payload: body.payload,
        headers: { ...body.headers, cookie: admin },
      });
    };
    const refused = await upload(Buffer.from('not an image'), 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(artistMessages.photoNotAccepted);

    const stored = await upload(png, 'image/png');
    expect(stored.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/api/artists/anjali-rao' });
    const photo = page.json<ArtistPageResponse>().artist.photo;
    expect(photo?.url).toMatch(/^\/media\/artists\/.+\.webp$/);
    expect(photo).toMatchObject({ width: 600, height: 800 });
  });

  it('deletes a profile: its products keep their artist text, without the link', async () => {
    const artist = await createArtistProfile(t.db, { name: 'Vikram Sethi' });
    const product = await createProduct(t.db, { artist: 'Vikram Sethi', artistId: artist.id });
    const deleted = await injectAs(t, 'DELETE', `/api/admin/artists/${artist.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ artist: 'Vikram Sethi', artistId: null });
    const page = await t.app.inject({ method: 'GET', url: '/api/artists/vikram-sethi' });
    expect(page.statusCode).toBe(404);
  });
});

describe('the sitemap', () => {
  it("lists every artist's page", async () => {
    await createArtistProfile(t.db, { name: 'Meera Pillai' });
    await createArtistProfile(t.db, { name: 'Arjun Das' });
    const response = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('/artists/arjun-das</loc>');
    expect(response.body).toContain('/artists/meera-pillai</loc>');
  });
});
