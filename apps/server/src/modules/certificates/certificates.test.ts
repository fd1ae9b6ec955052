import { rmSync } from 'node:fs';
import {
  authMessages,
  CERTIFICATE_NUMBER_PATTERN,
  certificateDate,
  certificateMessages,
  certificateUrl,
  orderMessages,
  type CertificateVerifyResponse,
  type OrderListResponse,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct } from '../../test/factories/catalog';
import { placeAndPay, SELLER_ENV } from '../../test/factories/invoices';
import { acceptOk, offerPainting } from '../../test/factories/offers';
import { payInTestMode } from '../../test/factories/payments';
import {
  createSignedInAdmin,
  createSignedInCustomer,
  DEFAULT_TEST_PASSWORD,
} from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import { pdfText } from '../../test/pdf-reader';
import { webDist, webRenderer } from '../../test/web-renderer';
import { newCertificateNumber } from './certificate-number';
import { certificateQrPng, certificateVerifyUrl } from './certificate-qr';
import { issueCertificatesInTransaction } from './certificates.service';

// Certificates of authenticity (decisions 0119, 0120): issued with the payment for each painting
// and each signed stone art piece, downloaded by the owner or an admin as a PDF with a QR code to
// the public /verify page, which names the buyer by initials only.

const IMAGE_KEY = 'products/certificate-test-main.webp';

let t: TestApp;
let dist: string;
let admin: string;

beforeAll(async () => {
  dist = webDist();
  t = await buildTestApp({
    webDistDir: dist,
    renderPage: await webRenderer(),
    env: SELLER_ENV,
  });
  ({ cookie: admin } = await createSignedInAdmin(t.db));
  // A stored main image, as the back-office's upload leaves it (WebP), for the certificate to print.
  const webp = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#b0603a' },
  })
    .webp()
    .toBuffer();
  await t.app.media.public.put(IMAGE_KEY, webp, 'image/webp');
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const painting = (title: string) =>
  createProduct(t.db, {
    type: 'painting',
    title,
    artist: 'Meera Pillai',
    medium: 'Acrylic on canvas',
    yearMade: 2024,
    size: '24 x 36 inches',
    images: [
      {
        url: `/media/${IMAGE_KEY}`,
        role: 'main',
        width: 64,
        height: 48,
        variants: [],
      },
    ],
  });

/**
 * A painting is sold through the admin's offer to an interested buyer (decision 0052): the buyer
 * accepts it at checkout and pays in the test payment window.
 */
async function buyPainting(title: string, name = 'Asha Rao') {
  const offered = await offerPainting(t, admin, { painting: await painting(title) });
  const { order } = await acceptOk(t, offered.cookie, offered.offer.id, { name });
  const paid = await payInTestMode(t.app, offered.cookie, order.id);
  expect(paid.statusCode).toBe(303);
  return { cookie: offered.cookie, order };
}

async function myOrder(cookie: string, orderId: string) {
  const list = await injectAs(t, 'GET', '/api/order/user', cookie);
  expect(list.statusCode).toBe(200);
  return list.json<OrderListResponse>().orders.find((order) => order.id === orderId)!;
}

const certificatesOf = (orderId: string) =>
  t.db.select().from(certificates).where(eq(certificates.orderId, orderId));

/** pdfkit writes each embedded picture as an image XObject (a PNG's transparency as one more). */
const imageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe('certificates of authenticity', () => {
  it('issues one with the payment of a painting, named in the order and drawn as a PDF', async () => {
    const placed = await buyPainting('Backwaters at dawn', 'Asha Rao');
    const order = await myOrder(placed.cookie, placed.order.id);
    const certificate = order.orderItems[0]!.certificate!;
    expect(certificate.number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(certificate.verifyUrl).toBe(`/verify/${certificate.number}`);

    const response = await injectAs(
      t,
      'GET',
      `/api/order/${placed.order.id}/certificate`,
      placed.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `certificate-${certificate.number}.pdf`,
    );
    const text = (await pdfText(response.rawPayload)).replace(/[ \t]+/g, ' ');
    for (const expected of [
      'Certificate of authenticity',
      certificate.number,
      'Backwaters at dawn',
      'Meera Pillai',
      'Acrylic on canvas',
      '24 x 36 inches',
      '2024',
      'Asha Rao',
      certificateDate(new Date()),
      'Authorised signatory',
      SELLER_ENV.SELLER_LEGAL_NAME,
      `${t.app.config.siteUrl}/verify/${certificate.number}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The work's photo is drawn (as a JPEG from the stored WebP): without it, one image fewer.
    const stored = (await t.app.media.public.read(IMAGE_KEY))!;
    await t.app.media.public.delete([IMAGE_KEY]);
    const withoutPhoto = await injectAs(
      t,
      'GET',
      certificateUrl(order.id, certificate.number),
      admin,
    );
    await t.app.media.public.put(IMAGE_KEY, stored, 'image/webp');
    expect(withoutPhoto.statusCode).toBe(200);
    expect(imageCount(response.rawPayload)).toBe(imageCount(withoutPhoto.rawPayload) + 1);
  });

  it("makes the QR code of the certificate's public page on the shop's address", async () => {
    const number = newCertificateNumber();
    expect(number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    const url = certificateVerifyUrl(t.app.config.siteUrl, number);
    expect(url).toBe(`${t.app.config.siteUrl}/verify/${number}`);
    // The PNG embedded is the QR code of exactly that URL: the same modules, drawn.
    const png = await certificateQrPng(url);
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const cell = info.width / (modules.size + 2); // one module of margin on each side
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        const x = Math.floor((col + 1.5) * cell);
        const y = Math.floor((row + 1.5) * cell);
        const dark = data[y * info.width + x]! < 128;
        expect(dark, `module ${row},${col}`).toBe(modules.get(row, col) === 1);
      }
    }
  });

  it('gives signed stone art one, unsigned stone art none, and picks by number among several', async () => {
    const stoneArt = (title: string, signed: boolean) =>
      createProduct(t.db, { type: 'stoneArt', title, signed, medium: 'Acrylic on river stone' });
    const placed = await placeAndPay(t, {
      lines: [
        { product: await stoneArt('Signed Ganesha', true) },
        { product: await stoneArt('Signed Nandi', true) },
        { product: await stoneArt('Plain pebble', false) },
      ],
    });
    const order = await myOrder(placed.cookie, placed.order.id);
    const byTitle = new Map(order.orderItems.map((item) => [item.title, item.certificate]));
    expect(byTitle.get('Signed Nandi')?.number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    const stone = byTitle.get('Signed Ganesha')!;
    expect(stone.number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(byTitle.get('Plain pebble')).toBeNull();

    const pdf = await injectAs(
      t,
      'GET',
      certificateUrl(placed.order.id, stone.number),
      placed.cookie,
    );
    expect(pdf.statusCode).toBe(200);
    const stoneText = await pdfText(pdf.rawPayload);
    expect(stoneText).toContain('Signed Ganesha');
    expect(stoneText).not.toContain('Signed Nandi');
    // Typed in lower case, the number still finds it.
    const lower = `/api/order/${placed.order.id}/certificate?number=${stone.number.toLowerCase()}`;
    expect((await injectAs(t, 'GET', lower, placed.cookie)).statusCode).toBe(200);
    const bad = await injectAs(
      t,
      'GET',
      `/api/order/${placed.order.id}/certificate?number=nonsense`,
      placed.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(certificateMessages.numberInvalid);
    const other = await injectAs(
      t,
      'GET',
      certificateUrl(placed.order.id, newCertificateNumber()),
      placed.cookie,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(certificateMessages.noneForOrder);
  });

  it('lets the owner and an admin download it; another customer gets 404, a guest 401', async () => {
    const placed = await buyPainting('Monsoon');
    const url = `/api/order/${placed.order.id}/certificate`;
    expect((await injectAs(t, 'GET', url, admin)).statusCode).toBe(200);
    const stranger = await createSignedInCustomer(t.db);
    const other = await injectAs(t, 'GET', url, stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(orderMessages.orderNotFound);
    const guest = await injectAs(t, 'GET', url, null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(authMessages.loginRequired);
    // A stone art order with nothing signed has no certificate to give.
    const plain = await placeAndPay(t, { lines: [{ product: await createProduct(t.db) }] });
    const none = await injectAs(t, 'GET', `/api/order/${plain.order.id}/certificate`, plain.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(certificateMessages.noneForOrder);
  });

  it('issues it once, however often the payment step runs', async () => {
    const placed = await buyPainting('Twice paid');
    const [issued] = await certificatesOf(placed.order.id);
    await t.db.transaction((tx) => issueCertificatesInTransaction(tx, placed.order.id));
    await t.db.transaction((tx) => issueCertificatesInTransaction(tx, placed.order.id));
    expect(await certificatesOf(placed.order.id)).toEqual([issued]);
  });

  it("verifies a number in public with the buyer's initials only, and 404s an unknown one", async () => {
    const placed = await buyPainting('Radha at the river', 'Kavya Subramaniam');
    const [issued] = await certificatesOf(placed.order.id);
    const number = issued!.number;

    const api = await injectAs(t, 'GET', `/api/certificates/${number}`, null);
    expect(api.statusCode).toBe(200);
    expect(api.json<CertificateVerifyResponse>().certificate).toMatchObject({
      number,
      issuedTo: 'K. S.',
      work: { title: 'Radha at the river', artist: 'Meera Pillai', year: 2024 },
    });
    expect(api.body).not.toContain('Kavya');
    expect(api.body).not.toContain('Subramaniam');

    const page = await t.app.inject({ method: 'GET', url: `/verify/${number}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This certificate is genuine.');
    expect(page.body).toContain('Radha at the river');
    expect(page.body).toContain('Meera Pillai');
    expect(page.body).toContain(certificateDate(issued!.issuedAt));
    expect(page.body).toContain('K. S.');
    expect(page.body).not.toContain('Kavya');
    expect(page.body).not.toContain('Subramaniam');

    const unknown = newCertificateNumber();
    const missing = await injectAs(t, 'GET', `/api/certificates/${unknown}`, null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(certificateMessages.notFound);
    const missingPage = await t.app.inject({ method: 'GET', url: `/verify/${unknown}` });
    expect(missingPage.statusCode).toBe(404);
    expect(missingPage.body).toContain(certificateMessages.notFound);
  });

  it("keeps a certificate when its buyer's account is erased, naming them by initials", async () => {
    const placed = await buyPainting('Erased buyer', 'Nisha Menon');
    await t.db
      .update(orders)
      .set({ fulfilmentStatus: 'delivered', deliveredAt: new Date() })
      .where(eq(orders.id, placed.order.id));
    const erased = await injectAs(t, 'DELETE', '/api/user', placed.cookie, {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [kept] = await certificatesOf(placed.order.id);
    expect(kept!.buyerName).toBe('N. M.');
    const pdf = await injectAs(t, 'GET', `/api/order/${placed.order.id}/certificate`, admin);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Erased buyer');
    expect(text).not.toContain('Nisha');
  });
});
