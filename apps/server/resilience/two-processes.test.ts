import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDb, type DbHandle } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { sweepUnpaidOrders } from '../src/test/factories/payments';
import { createRazorpayProvider } from '../src/payment-providers/razorpay';
import { multipartPayload } from '../src/test/multipart-payload';
import { startRazorpayStandIn, type RazorpayStandIn } from '../src/test/razorpay-stand-in';
import { startS3Server, type S3Server } from '../src/test/s3-server';
import { DELIVERY } from './support/checkout';
import { freshDatabase } from './support/databases';
import { startServer, type ServerProcess } from './support/server-process';
import { ADMIN, ADMIN_ENV, prepareShop, type ShopData } from './support/shop-data';
import { Shopper } from './support/shopper';

const WEBHOOK_SECRET = 'whsec_two_processes';
const SHOPPER_PASSWORD = 'Shopper-pass-1';

/**
 * Two server processes on one PostgreSQL database and one bucket for the images (MEDIA_STORAGE=s3
 * on s3rver, decision 0124), each with a DATA_DIR of its own, as behind a load balancer: whatever
 * one of them does, the other must see, and no event may be counted twice because two processes
 * heard of it. The processes start once for every case (CI time).
 */
describe('two server processes on one PostgreSQL database and one bucket', () => {
  let standIn: RazorpayStandIn;
  let s3: S3Server;
  let drop: () => Promise<void>;
  let databaseUrl: string;
  let shop: ShopData;
  let one: ServerProcess;
  let two: ServerProcess;
  let db: DbHandle;
  const dirs: string[] = [];

  beforeAll(async () => {
    [standIn, s3] = await Promise.all([startRazorpayStandIn(), startS3Server()]);
    const database = await freshDatabase();
    drop = database.drop;
    databaseUrl = database.url;
    shop = await prepareShop({ databaseUrl });
    const env = (dataDir: string) => ({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      RAZORPAY_KEY_ID: standIn.keyId,
      RAZORPAY_KEY_SECRET: standIn.keySecret,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_BASE: standIn.url,
      ...s3.env,
      ...ADMIN_ENV,
    });
    for (let i = 0; i < 2; i += 1) dirs.push(mkdtempSync(path.join(tmpdir(), 'artshop-two-')));
    [one, two] = await Promise.all([startServer(env(dirs[0]!)), startServer(env(dirs[1]!))]);
    db = await createDb({ databaseUrl });
  });

  afterAll(async () => {
    await Promise.all([one?.kill(), two?.kill()]);
    await db?.close();
    await drop?.();
    await Promise.all([standIn?.close(), s3?.close()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function pendingOrder(server: ServerProcess, client: number, quantity: number) {
    const shopper = new Shopper(server.url, client);
    await shopper.signUp();
    const product = shop.products[client % shop.products.length]!;
    await shopper.request('POST', '/api/user/cart/add', {
      productId: product.id,
      quantity,
      size: '5 x 3 inches',
    });
    const answer = await shopper.request('POST', '/api/order', DELIVERY);
    expect(answer.status, answer.text).toBe(201);
    const { order } = answer.json<{
      order: { id: string; razorpayOrderId: string; pay: number };
    }>();
    return { shopper, product, order };
  }

  const orderCountOf = async (productId: string) =>
    Number(
      rowsOf<{ order_count: number }>(
        await db.db.execute(sql`select order_count from products where id = ${productId}`),
      )[0]?.order_count,
    );

  it('makes one transition from a callback on one process and webhooks on both', async () => {
    const { shopper, product, order } = await pendingOrder(one, 1, 3);
    const before = await orderCountOf(product.id);
    const ref = order.razorpayOrderId;
    const payment = standIn.addPayment(ref, { status: 'captured' });
    const signature = createHmac('sha256', standIn.keySecret)
      .update(`${ref}|${payment.id}`)
      .digest('hex');
    const raw = (event: string) =>
      JSON.stringify({
        event,
        payload: {
          payment: {
            entity: {
              id: payment.id,
              amount: Math.round(order.pay * 100),
              currency: 'INR',
              status: 'captured',
              order_id: ref,
            },
          },
        },
      });
    const webhook = (server: ServerProcess, eventId: string, event: string) => {
      const body = raw(event);
      return new Shopper(server.url, 90).request('POST', '/api/webhooks/razorpay', body, {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
        'x-razorpay-event-id': eventId,
      });
    };
    const callback = (server: ServerProcess) =>
      new Shopper(server.url, 91).request(
        'POST',
        `/api/transaction/${order.id}`,
        new URLSearchParams({
          razorpay_payment_id: payment.id,
          razorpay_order_id: ref,
          razorpay_signature: signature,
        }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
    const answers = await Promise.all([
      callback(one),
      webhook(two, 'evt_two_1', 'payment.captured'),
      webhook(one, 'evt_two_1', 'payment.captured'),
      webhook(two, 'evt_two_2', 'order.paid'),
      callback(two),
    ]);
    expect(answers.map((a) => a.status)).toEqual([303, 200, 200, 200, 303]);

    const [row] = rowsOf<{ payment_status: string }>(
      await db.db.execute(sql`select payment_status from orders where id = ${order.id}`),
    );
    expect(row?.payment_status).toBe('success');
    expect(await orderCountOf(product.id)).toBe(before + 3);
    expect(
      (await shopper.request('GET', '/api/user/cart')).json<{ cartItems: unknown[] }>().cartItems,
    ).toEqual([]);
    const confirmations = rowsOf(
      await db.db.execute(
        sql`select 1 from mail_outbox where dedupe_key = ${`order-paid:${order.id}:customer`}`,
      ),
    );
    expect(confirmations).toHaveLength(1);
    shopper.close();
  });

  it('shares the per-client sign-in limit between the processes', async () => {
    const attacker = new Shopper(one.url, 120);
    const other = new Shopper(two.url, 120); // the same client address, on the other process
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      const client = i % 2 === 0 ? attacker : other;
      const answer = await client.request('POST', '/api/auth/signin', {
        email: `nobody-${i}@example.com`,
        password: 'Wrong-pass-1',
      });
      statuses.push(answer.status);
    }
    // 20 per client in the window, counted once across both processes.
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
  });

  it('shows an admin edit made on one process in the next answer of the other', async () => {
    const product = shop.products[4]!;
    const shopper = new Shopper(two.url, 130);
    // Warm the other process's cache with the product.
    expect((await shopper.request('GET', `/api/adminop/${product.id}`)).status).toBe(200);
    expect((await shopper.request('GET', `/api/adminop/${product.id}`)).status).toBe(200);
    const admin = new Shopper(one.url, 131);
    expect((await admin.request('POST', '/api/admin/signin', ADMIN)).status).toBe(200);
    const hide = await admin.request('PATCH', `/api/adminop/${product.id}/hidden`, {
      hidden: true,
    });
    expect(hide.status, hide.text).toBe(200);
    expect((await shopper.request('GET', `/api/adminop/${product.id}`)).status).toBe(404);
    const list = await shopper.request('GET', '/api/adminop/type/stoneArt');
    expect(list.text).not.toContain(product.id);
    // Shown again, and so on the other process: the later tests buy it (a hidden product
    // cannot be added to a cart, decision 0073).
    const show = await admin.request('PATCH', `/api/adminop/${product.id}/hidden`, {
      hidden: false,
    });
    expect(show.status, show.text).toBe(200);
    expect((await shopper.request('GET', `/api/adminop/${product.id}`)).status).toBe(200);
    shopper.close();
    admin.close();
  });

  it('re-checks each unpaid order once when two processes sweep at the same time', async () => {
    const placed: Awaited<ReturnType<typeof pendingOrder>>[] = [];
    for (let i = 0; i < 4; i += 1) placed.push(await pendingOrder(two, 140 + i, 1));
    for (const { order } of placed)
      standIn.addPayment(order.razorpayOrderId, { status: 'captured' });
    const ids = placed.map((p) => p.order.id);
    await db.db.execute(
      sql`update orders set created_at = now() - interval '10 minutes' where id in ${ids}`,
    );
    // Each sweeper with its own connection pool, as each process has.
    const second = await createDb({ databaseUrl });
    const settings = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' });
    const provider = createRazorpayProvider({
      keyId: standIn.keyId,
      keySecret: standIn.keySecret,
      apiBase: standIn.url,
    });
    const asked = () =>
      standIn.requests.filter(
        (r) => placed.some((p) => r.path.includes(p.order.razorpayOrderId)) && r.method === 'GET',
      ).length;
    const before = asked();
    try {
      const changed = await Promise.all([
        sweepUnpaidOrders(db.db, provider, settings),
        sweepUnpaidOrders(second.db, provider, settings),
      ]);
      expect(changed[0] + changed[1]).toBe(4);
    } finally {
      await second.close();
    }
    expect(asked() - before).toBe(4);
    const statuses = rowsOf<{ payment_status: string }>(
      await db.db.execute(sql`select payment_status from orders where id in ${ids}`),
    );
    expect(statuses.map((s) => s.payment_status)).toEqual(Array(4).fill('success'));
    for (const { shopper } of placed) shopper.close();
  });

  let client = 200;
  const photo = (width: number, background: string) =>
    sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background } })
      .jpeg()
      .toBuffer();

  /** A multipart request through `shopper` (its cookies), from the shopper's own address. */
  async function upload(
    shopper: Shopper,
    url: string,
    fields: Record<string, string>,
    name: string,
    data: Buffer,
  ) {
    const { payload, headers } = multipartPayload(fields, [
      { name, filename: 'photo.jpg', contentType: 'image/jpeg', data },
    ]);
    return shopper.request('POST', url, payload, headers);
  }

  async function signedInAdmin(server: ServerProcess): Promise<Shopper> {
    const admin = new Shopper(server.url, client++);
    const answer = await admin.request('POST', '/api/admin/signin', ADMIN);
    expect(answer.status, answer.text).toBe(200);
    return admin;
  }

  /** GET on the node client, as bytes (Shopper reads text). */
  async function bytesOf(server: ServerProcess, url: string) {
    const response = await fetch(new URL(url, server.url));
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cacheControl: response.headers.get('cache-control'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  it('serves from one process the image uploaded through the other', async () => {
    const admin = await signedInAdmin(one);
    const added = await upload(
      admin,
      '/api/adminop/add',
      {
        title: 'Kingfisher on river stone',
        description: 'Hand painted with acrylics and varnished',
        price: '1899',
        bgColor: '#F4E1C1',
        type: 'stoneArt',
      },
      'mainImage',
      await photo(900, '#2a6f97'),
    );
    expect(added.status, added.text).toBe(201);
    const product = added.json<{
      product: { id: string; images: { variants: { url: string }[] }[] };
    }>().product;
    const urls = product.images[0]!.variants.map((variant) => variant.url);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      const [fromOne, fromTwo] = await Promise.all([bytesOf(one, url), bytesOf(two, url)]);
      expect(fromTwo.status, url).toBe(200);
      expect(fromTwo.type).toBe('image/webp');
      expect(fromTwo.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(fromTwo.body.equals(fromOne.body)).toBe(true);
    }
    // The other process's catalogue names the same images.
    const read = await new Shopper(two.url, client++).request('GET', `/api/adminop/${product.id}`);
    expect(read.json<{ data: { mainImageUrl: string } }>().data.mainImageUrl).toBe(urls.at(-1));
    admin.close();
  });

  it('keeps a private photo private on both processes', async () => {
    const sender = new Shopper(one.url, client++);
    const email = await sender.signUp();
    const sent = await upload(
      sender,
      '/api/customArt',
      {
        firstName: 'Asha',
        lastName: 'Rao',
        email,
        phone: '9876543210',
        description: 'Our wedding photo on a river stone',
      },
      'image',
      await photo(700, '#a33'),
    );
    expect(sent.status, sent.text).toBe(201);
    const { id } = sent.json<{ customArt: { id: string } }>().customArt;
    const imageUrl = `/api/customArt/${id}/image`;

    // The sender, signed in on the other process too, gets it from both.
    const senderOnTwo = new Shopper(two.url, client++);
    const signIn = await senderOnTwo.request('POST', '/api/auth/signin', {
      email,
      password: SHOPPER_PASSWORD,
    });
    expect(signIn.status, signIn.text).toBe(200);
    expect((await sender.request('GET', imageUrl)).status).toBe(200);
    expect((await senderOnTwo.request('GET', imageUrl)).status).toBe(200);
    const adminOnTwo = await signedInAdmin(two);
    expect((await adminOnTwo.request('GET', `/api/admin/customArt/${id}/image`)).status).toBe(200);

    // Another customer and a visitor get nothing, from either process.
    for (const server of [one, two]) {
      const stranger = new Shopper(server.url, client++);
      await stranger.signUp();
      expect((await stranger.request('GET', imageUrl)).status).toBe(404);
      expect((await new Shopper(server.url, client++).request('GET', imageUrl)).status).toBe(401);
      stranger.close();
    }
    // Nor does any /media path, though the photo is in the shared bucket.
    const [row] = rowsOf<{ art_url: string }>(
      await db.db.execute(sql`select art_url from custom_art_requests where id = ${id}`),
    );
    expect(row?.art_url).toMatch(/^custom-art\//);
    for (const server of [one, two]) {
      expect((await bytesOf(server, `/media/${row!.art_url}`)).status).toBe(404);
    }
    for (const shopper of [sender, senderOnTwo, adminOnTwo]) shopper.close();
  });
});
