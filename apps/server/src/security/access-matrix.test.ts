import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartCoupons,
  cartLines,
  productReviews,
  products,
  customArtProgressPhotos,
  customArtRequests,
  interestedBuyers,
  offers,
  orders,
  paymentEvents,
  sessions,
  users,
  type UserRow,
} from '../db/schema';
import { createProduct } from '../test/factories/catalog';
import { createCoupon } from '../test/factories/coupons';
import { createCustomArtOffer } from '../test/factories/custom-art';
import { multipartPayload } from '../test/multipart-payload';
import { issueCreditNoteInTransaction } from '../modules/invoices/credit-notes.service';
import {
  creditNotesOf,
  insertProcessedRefund,
  placeAndPay,
  SELLER_ENV,
} from '../test/factories/invoices';
import { fillCart, orderBody } from '../test/factories/checkout';
import { createSignedInCustomer, createTestSession, createUser } from '../test/factories/users';
import { rowsOf } from '../db/rows';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/**
 * Access matrix (docs/security.md): EVERY route of the app (as `app.registeredRoutes` records it,
 * so a route added later fails here until it is classified below) called as a visitor, customer A,
 * customer B and an admin. A owns a paid order with an invoice and a credit note, a pending order,
 * a cart, two offers and a custom art request with a progress photo; B calls all of them first, and
 * A's rows must be exactly as they were.
 */

type Role = 'anon' | 'a' | 'b' | 'admin';
/** The admin session passed the guard: anything but 401, 403 or a server error. */
const PASSES = 'passes' as const;
type Expected = number | typeof PASSES;

interface Fixture {
  a: UserRow;
  productId: string;
  couponCode: string;
  paidOrderId: string;
  creditNoteId: string;
  pendingOrderId: string;
  pendingRef: string;
  acceptOfferId: string;
  declineOfferId: string;
  customArtId: string;
  photoId: string;
}

interface Row {
  expect: Record<Role, Expected>;
  /** The URL to call; by default the pattern with every `:param` a random uuid. */
  url?: (f: Fixture) => string;
  body?: (f: Fixture, role: Role) => unknown;
}

/** The same answer whoever asks. */
const open = (status: number): Row['expect'] => ({
  anon: status,
  a: status,
  b: status,
  admin: status,
});
/** `requireCustomer`: a visitor and an admin-only session are 401. */
const customer = (a: number, b = a): Row['expect'] => ({ anon: 401, a, b, admin: 401 });
/** Someone's own document (invoice, photo, order): B gets the 404 of a missing one, admins see it. */
const ownerOrAdmin = (status: number): Row['expect'] => ({
  anon: 401,
  a: status,
  b: 404,
  admin: status,
});
/** The admin scope's hook: 401 without an admin session, 403 for customers. */
const ADMIN: Row = { expect: { anon: 401, a: 403, b: 403, admin: PASSES } };

const email = (role: Role) => `${role}-${randomUUID().slice(0, 8)}@example.com`;

/** Every route, by `METHOD pattern`. A new route fails the first test until it has a row here. */
const MATRIX: Record<string, Row> = {
  // The OpenAPI page is on outside production (app.test.ts proves it is off in production).
  'GET /api/docs': { expect: open(200) },
  'GET /api/docs/static/index.html': { expect: open(302) },
  'GET /api/docs/static/swagger-initializer.js': { expect: open(200) },
  'GET /api/docs/json': { expect: open(200) },
  'GET /api/docs/yaml': { expect: open(200) },
  'GET /api/docs/static/*': { expect: open(404), url: () => '/api/docs/static/nothing-here.js' },
  'GET /api/healthz': { expect: open(200) },
  'GET /api/readyz': { expect: open(200) },
  'GET /api/config': { expect: open(200) },
  'GET /api/delivery/estimate': {
    expect: open(200),
    url: () => '/api/delivery/estimate?pin=560001',
  },
  'GET /media/*': { expect: open(404), url: () => '/media/products/nothing-here.webp' },
  'GET /sitemap.xml': { expect: open(200) },
  'GET /sitemaps/:file': { expect: open(200), url: () => '/sitemaps/pages.xml' },
  'GET /robots.txt': { expect: open(200) },

  // Public catalogue and forms.
  'GET /api/newarrivals': { expect: open(200) },
  'GET /api/topsellers': { expect: open(200) },
  'GET /api/adminop/type/:type': { expect: open(200), url: () => '/api/adminop/type/stoneArt' },
  'GET /api/adminop/all': { expect: open(200) },
  'GET /api/adminop/:id': { expect: open(200), url: (f) => `/api/adminop/${f.productId}` },
  // Search and artist pages (decisions 0107, 0108): public; an unknown artist is a 404 for anyone.
  'GET /api/search': { expect: open(200), url: () => '/api/search?q=stone' },
  'GET /api/artists/:slug': { expect: open(404) },
  'GET /api/adminop/reviews/:productId': {
    expect: open(200),
    url: (f) => `/api/adminop/reviews/${f.productId}`,
  },
  // Decision 0077: reviews are written by signed-in customers only.
  'POST /api/adminop/reviews/:productId': {
    expect: customer(201),
    url: (f) => `/api/adminop/reviews/${f.productId}`,
    body: (_f, role) => ({ name: `Reviewer ${role}`, review: 'Lovely colours.', rating: 5 }),
  },
  'GET /api/website-reviews': { expect: open(200) },
  'POST /api/user/subscribe': { expect: open(201), body: (_f, role) => ({ email: email(role) }) },
  'GET /api/newsletter/unsubscribe': {
    expect: open(404),
    url: () => `/api/newsletter/unsubscribe?token=${'x'.repeat(40)}`,
  },
  'POST /api/newsletter/unsubscribe': {
    expect: open(404),
    url: () => `/api/newsletter/unsubscribe?token=${'x'.repeat(40)}`,
  },
  'POST /api/newsletter/confirm': { expect: open(400), body: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/contact': {
    expect: open(201),
    body: (_f, role) => ({ name: 'Meera', email: email(role), subject: 'Hello', message: 'Hi!' }),
  },
  // Multipart only: a JSON body is refused before anything is stored, for everyone alike.
  'POST /api/customArt': { expect: open(400), body: () => ({ firstName: 'Asha' }) },

  // Accounts. Wrong credentials everywhere: the matrix must not open or close sessions it uses.
  'POST /api/auth/signup': {
    expect: open(201),
    body: (_f, role) => ({
      name: 'Asha Rao',
      phone: '9876543210',
      email: email(role),
      password: 'secret123',
    }),
  },
  'POST /api/auth/signin': {
    expect: open(401),
    body: (f) => ({ email: f.a.email, password: 'not-the-password1' }),
  },
  'POST /api/auth/signout': { expect: customer(204) },
  'POST /api/auth/changepassword': {
    expect: customer(400),
    body: () => ({ currentPassword: 'not-the-password1', newPassword: 'another-pass1' }),
  },
  'POST /api/auth/forgot-password': { expect: open(202), body: (f) => ({ email: f.a.email }) },
  'POST /api/auth/reset-password': {
    expect: open(400),
    body: () => ({ token: 'x'.repeat(43), password: 'another-pass1' }),
  },
  // Whether a reset link still works (decision 0081): an unknown one, the same 400 for all.
  'POST /api/auth/reset-password/check': {
    expect: open(400),
    body: () => ({ token: 'x'.repeat(43) }),
  },
  'POST /api/auth/verify-email': { expect: open(400), body: () => ({ token: 'x'.repeat(43) }) },
  // A and B have confirmed their addresses: the same 202, and nothing is sent.
  'POST /api/auth/verify-email/resend': { expect: customer(202) },
  'POST /api/admin/signin': {
    expect: open(401),
    body: (f) => ({ email: f.a.email, password: 'not-the-password1' }),
  },
  'POST /api/admin/signin/verify': { expect: open(401), body: () => ({ code: '123456' }) },
  'GET /api/user/me': { expect: customer(200) },
  // The address book (decision 0084): each customer's own, A's never shown to B.
  'GET /api/user/addresses': { expect: customer(200) },
  // An entry someone else owns, or none: the same 404 (decision 0090).
  'PUT /api/user/addresses/:id': {
    expect: customer(404),
    body: () => ({
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
      country: 'India',
    }),
  },
  'DELETE /api/user/addresses/:id': { expect: customer(404) },
  // Saved pieces (decision 0122): each customer's own list; the alert's link is public, by token.
  'GET /api/user/saved': { expect: customer(200) },
  'POST /api/user/saved/:productId': {
    expect: customer(200),
    url: (f) => `/api/user/saved/${f.productId}`,
  },
  'DELETE /api/user/saved/:productId': {
    expect: customer(204),
    url: (f) => `/api/user/saved/${f.productId}`,
  },
  'GET /api/saved-alerts/unsubscribe': {
    expect: open(404),
    url: () => `/api/saved-alerts/unsubscribe?token=${'x'.repeat(40)}`,
  },
  'POST /api/saved-alerts/unsubscribe': {
    expect: open(404),
    url: () => `/api/saved-alerts/unsubscribe?token=${'x'.repeat(40)}`,
  },
  'POST /api/user': { expect: customer(200), body: (_f, role) => ({ name: `Name ${role}` }) },
  'POST /api/user/interested-buyer': {
    expect: customer(201),
    body: (f) => ({ productID: f.productId }),
  },
  // Data rights (decisions 0104, 0105): each customer's own consents and export; the erasure
  // asks the password again, so a wrong one is a 400 and nobody is erased here.
  'GET /api/privacy': { expect: open(200) },
  'GET /api/user/consents': { expect: customer(200) },
  'PUT /api/user/consents': {
    expect: customer(200),
    body: () => ({ purpose: 'whatsapp', granted: true }),
  },
  'GET /api/user/export': { expect: customer(200) },
  'DELETE /api/user': { expect: customer(400), body: () => ({ password: 'not-the-password1' }) },
  // Whether this customer showed interest (decision 0081): each sees only their own answer.
  'GET /api/user/interested-buyer/:productId': {
    expect: customer(200),
    url: (f) => `/api/user/interested-buyer/${f.productId}`,
  },

  // A customer's own things: B's calls reach B's (empty) cart, or A's things answer 404.
  'GET /api/user/cart': { expect: customer(200) },
  'POST /api/user/cart/add': {
    expect: customer(201),
    body: (f) => ({ productId: f.productId, quantity: 1, size: '5 x 3 inches' }),
  },
  'PUT /api/user/cart/coupon': {
    expect: customer(200),
    body: (f) => ({ code: f.couponCode }),
  },
  'DELETE /api/user/cart/coupon': { expect: customer(200) },
  // B's own line (B added the product just before); A's cart is compared after B's calls.
  'PUT /api/user/cart/:productId': {
    expect: customer(200),
    url: (f) => `/api/user/cart/${f.productId}`,
    body: () => ({ quantity: 2 }),
  },
  'DELETE /api/user/cart/:productId': {
    expect: customer(200),
    url: (f) => `/api/user/cart/${f.productId}?size=6%20x%205%20inches`,
  },
  'GET /api/coupons/:code': { expect: customer(200), url: (f) => `/api/coupons/${f.couponCode}` },
  // An empty body: past the guard, short of a new checkout (which would supersede A's pending one).
  'POST /api/order': { expect: customer(400), body: () => ({}) },
  // Cash on delivery (decisions 0099, 0100): the cart's options; a code for someone else's order.
  'GET /api/order/cash-on-delivery': { expect: customer(200) },
  'POST /api/order/:id/confirm-cod': { expect: customer(404), body: () => ({ code: '123456' }) },
  'GET /api/order/user': { expect: customer(200) },
  'GET /api/order/razorpay/:ref': {
    expect: ownerOrAdmin(200),
    url: (f) => `/api/order/razorpay/${f.pendingRef}`,
  },
  'GET /api/order/:id/invoice': {
    expect: ownerOrAdmin(200),
    url: (f) => `/api/order/${f.paidOrderId}/invoice`,
  },
  // Certificates of authenticity (decisions 0119, 0120): the owner's PDF; the public check.
  'GET /api/order/:id/certificate': {
    expect: ownerOrAdmin(200),
    url: (f) => `/api/order/${f.paidOrderId}/certificate`,
  },
  'GET /api/certificates/:number': {
    expect: open(404),
    url: () => '/api/certificates/COA-ABCDEFGHJK',
  },
  'GET /api/order/:id/credit-notes/:creditNoteId': {
    expect: ownerOrAdmin(200),
    url: (f) => `/api/order/${f.paidOrderId}/credit-notes/${f.creditNoteId}`,
  },
  'POST /api/payments/test/:orderId': {
    expect: { anon: 401, a: 200, b: 404, admin: 401 },
    url: (f) => `/api/payments/test/${f.pendingOrderId}`,
    body: () => ({ outcome: 'failure' }),
  },
  // Signed by the provider, not by a session: everyone is sent to the status page, nothing paid.
  'POST /api/transaction/:id': {
    expect: open(303),
    url: (f) => `/api/transaction/${f.pendingOrderId}`,
    body: () => ({ razorpay_payment_id: 'pay_x', razorpay_order_id: 'x', razorpay_signature: 'x' }),
  },
  'POST /api/webhooks/razorpay': { expect: open(400), body: () => ({ event: 'payment.captured' }) },
  // The token in x-api-key is the only proof (decision 0096); this app has none configured.
  'POST /api/shipping/courier-updates': { expect: open(401), body: () => ({ awb: 'AWB1' }) },
  // Meta's WhatsApp webhook (docs/whatsapp.md): the verify token, then the signature, is the proof.
  'GET /api/whatsapp/webhook': { expect: open(403) },
  'POST /api/whatsapp/webhook': { expect: open(401), body: () => ({ entry: [] }) },
  'GET /api/offers': { expect: customer(200) },
  'POST /api/offers/:id/accept': {
    expect: { anon: 401, a: 201, b: 404, admin: 401 },
    url: (f) => `/api/offers/${f.acceptOfferId}/accept`,
    body: () => orderBody(),
  },
  'POST /api/offers/:id/decline': {
    expect: { anon: 401, a: 200, b: 404, admin: 401 },
    url: (f) => `/api/offers/${f.declineOfferId}/decline`,
  },
  'GET /api/customArt/mine': { expect: customer(200) },
  'GET /api/customArt/:id/image': {
    expect: { anon: 401, a: 200, b: 404, admin: 401 },
    url: (f) => `/api/customArt/${f.customArtId}/image`,
  },
  'GET /api/customArt/:id/photos/:photoId': {
    expect: ownerOrAdmin(200),
    url: (f) => `/api/customArt/${f.customArtId}/photos/${f.photoId}`,
  },

  // The back-office (admin-guard.test.ts checks each more closely).
  'GET /api/admin': ADMIN,
  'POST /api/admin/signout': ADMIN,
  'GET /api/admin/stats': ADMIN,
  // The first-run checklist and its one action (decision 0086); the fixtures hold no demo rows.
  'GET /api/admin/first-run': ADMIN,
  'DELETE /api/admin/demo-catalogue': ADMIN,
  'GET /api/admin/two-factor': ADMIN,
  'POST /api/admin/two-factor/setup': ADMIN,
  'POST /api/admin/two-factor/confirm': ADMIN,
  'POST /api/admin/two-factor/disable': ADMIN,
  'POST /api/admin/password': ADMIN,
  'GET /api/admin/products': ADMIN,
  'POST /api/adminop/add': ADMIN,
  'PUT /api/adminop/edit/:id': ADMIN,
  'PATCH /api/adminop/:id/hidden': ADMIN,
  'PATCH /api/adminop/:id/price-on-request': ADMIN,
  'DELETE /api/adminop/delete/:id': ADMIN,
  'GET /api/order': ADMIN,
  'PUT /api/order/:id/status': ADMIN,
  'POST /api/admin/offers': ADMIN,
  'GET /api/admin/offers': ADMIN,
  'POST /api/admin/offers/:id/withdraw': ADMIN,
  'POST /api/order/:id/refunds': ADMIN,
  'POST /api/order/:id/cash-received': ADMIN,
  'POST /api/order/:id/shiprocket': ADMIN,
  'GET /api/order/:id/shiprocket/couriers': ADMIN,
  'POST /api/order/:id/reattempt': ADMIN,
  'GET /api/coupons': ADMIN,
  'POST /api/coupons': ADMIN,
  'PATCH /api/coupons/:id': ADMIN,
  'DELETE /api/coupons/:id': ADMIN,
  'POST /api/website-reviews': ADMIN,
  'DELETE /api/website-reviews/:id': ADMIN,
  'DELETE /api/adminop/reviews/:reviewId': ADMIN,
  'GET /api/user/interested-buyer': ADMIN,
  'GET /api/customArt': ADMIN,
  'PUT /api/customArt/:id': ADMIN,
  'GET /api/admin/customArt/:id/image': ADMIN,
  'PUT /api/admin/customArt/:id/stage': ADMIN,
  'POST /api/admin/customArt/:id/photos': ADMIN,
  'GET /api/admin/customArt/:id/photos': ADMIN,
  'DELETE /api/admin/customArt/:id/photos/:photoId': ADMIN,
  'GET /api/admin/contact-messages': ADMIN,
  'PATCH /api/admin/contact-messages/:id': ADMIN,
  'GET /api/admin/newsletter/subscribers': ADMIN,
  'GET /api/admin/newsletter/subscribers.csv': ADMIN,
  'POST /api/admin/newsletter/preview': ADMIN,
  'GET /api/admin/newsletter': ADMIN,
  'POST /api/admin/newsletter': ADMIN,
  'GET /api/admin/mail': ADMIN,
  'GET /api/admin/privacy/log': ADMIN,
  'GET /api/admin/privacy/grievance-officer': ADMIN,
  'PUT /api/admin/privacy/grievance-officer': ADMIN,
  'GET /api/admin/mail/:id': ADMIN,
  'POST /api/admin/mail/:id/resend': ADMIN,
  'GET /api/admin/whatsapp': ADMIN,
  'POST /api/admin/whatsapp/:id/resend': ADMIN,
  'GET /api/admin/invoice-settings': ADMIN,
  'PUT /api/admin/invoice-settings': ADMIN,
  'GET /api/admin/artists': ADMIN,
  'POST /api/admin/artists': ADMIN,
  'PUT /api/admin/artists/:id': ADMIN,
  'PUT /api/admin/artists/:id/photo': ADMIN,
  'DELETE /api/admin/artists/:id': ADMIN,
  'GET /api/admin/shipping-settings': ADMIN,
  'PUT /api/admin/shipping-settings': ADMIN,
  'GET /api/admin/cod-settings': ADMIN,
  'PUT /api/admin/cod-settings': ADMIN,
  'GET /api/admin/cod-remittances': ADMIN,
  'GET /api/admin/cod-remittances.csv': ADMIN,
  'PUT /api/admin/cod-remittances/:id': ADMIN,
  'GET /api/admin/invoices/register.csv': ADMIN,
  'GET /api/admin/invoices/hsn-summary.csv': ADMIN,
};

let t: TestApp;
let f: Fixture;
let adminUser: UserRow;
let b: UserRow;
let lastIp = 0;

/** A fresh session per call: sign-out and the like must not end the sessions later calls use. */
async function cookieOf(role: Role): Promise<Record<string, string>> {
  if (role === 'anon') return {};
  const user = role === 'a' ? f.a : role === 'b' ? b : adminUser;
  const { cookie } = await createTestSession(t.db, user, role === 'admin' ? 'admin' : 'customer');
  return { cookie };
}

async function call(key: string, role: Role) {
  const [method = 'GET', pattern = ''] = key.split(' ');
  const row = MATRIX[key]!;
  const url = row.url?.(f) ?? pattern.replace(/:[A-Za-z]+/g, () => randomUUID());
  const body = row.body?.(f, role);
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: await cookieOf(role),
    // Each call from its own client: the per-client limits are not what this suite checks.
    remoteAddress: `10.88.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** Null when `role` gets the table's answer on `key`, else what it got instead. */
async function mismatch(key: string, role: Role): Promise<string | null> {
  const response = await call(key, role);
  const status = response.statusCode;
  const expected = MATRIX[key]!.expect[role];
  const fine =
    expected === PASSES ? ![401, 403].includes(status) && status < 500 : status === expected;
  return fine
    ? null
    : `${key} as ${role}: ${status}, not ${expected}: ${response.body.slice(0, 120)}`;
}

/** Every route as each of `roles`, in turn; answers the list of mismatches (empty: all as told). */
async function walk(keys: string[], roles: Role[]): Promise<string[]> {
  const found: string[] = [];
  for (const key of keys) {
    for (const role of roles) {
      const wrong = await mismatch(key, role);
      if (wrong) found.push(wrong);
    }
  }
  return found;
}

/** Everything of A's that B might read or change, as stored. */
async function snapshotOfA() {
  const aOrders = await t.db.select().from(orders).where(eq(orders.userId, f.a.id));
  const aRequests = await t.db
    .select()
    .from(customArtRequests)
    .where(eq(customArtRequests.userId, f.a.id));
  return {
    user: await t.db.select().from(users).where(eq(users.id, f.a.id)),
    sessions: await t.db.select().from(sessions).where(eq(sessions.userId, f.a.id)),
    cart: await t.db.select().from(cartLines).where(eq(cartLines.userId, f.a.id)),
    coupon: await t.db.select().from(cartCoupons).where(eq(cartCoupons.userId, f.a.id)),
    orders: aOrders,
    payments: await t.db
      .select()
      .from(paymentEvents)
      .where(
        inArray(
          paymentEvents.orderId,
          aOrders.map((order) => order.id),
        ),
      ),
    offers: await t.db.select().from(offers).where(eq(offers.userId, f.a.id)),
    requests: aRequests,
    photos: await t.db
      .select()
      .from(customArtProgressPhotos)
      .where(eq(customArtProgressPhotos.requestId, f.customArtId)),
    interests: await t.db
      .select()
      .from(interestedBuyers)
      .where(eq(interestedBuyers.userId, f.a.id)),
  };
}

async function buildFixture(): Promise<Fixture> {
  adminUser = await createUser(t.db, { role: 'admin' });
  b = await createUser(t.db);
  const product = await createProduct(t.db);
  const coupon = await createCoupon(t.db);
  // A: a paid order (invoice issued in the payment's transaction) with a refund's credit note, and
  // a certificate of authenticity for its signed stone art piece (decision 0119).
  const paid = await placeAndPay(t, {
    lines: [{ product: await createProduct(t.db, { signed: true }) }],
  });
  const [a] = await t.db.select().from(users).where(eq(users.id, paid.userId));
  const aCookie = paid.cookie;
  const refund = await insertProcessedRefund(t.db, paid.order.id, 10_000);
  await t.db.transaction((tx) => issueCreditNoteInTransaction(tx, refund.id));
  const [note] = await creditNotesOf(t.db, paid.order.id);
  // A pending checkout, then a cart and an applied coupon.
  await fillCart(t.db, paid.userId, [{ product }]);
  const pending = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: aCookie },
    payload: orderBody(),
  });
  expect(pending.statusCode, pending.body).toBe(201);
  const pendingOrder = pending.json<{ order: { id: string; razorpayOrderId: string } }>().order;
  await fillCart(t.db, paid.userId, [{ product, size: '6 x 5 inches' }]);
  // A custom art request sent signed in, with a progress photo the admin added.
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#468' } })
    .png()
    .toBuffer();
  const file = { name: 'image', filename: 'a.png', contentType: 'image/png', data: image };
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/customArt',
    ...withCookie(
      multipartPayload(
        { firstName: 'Asha', lastName: 'Rao', email: a!.email, phone: '9876543210' },
        [file],
      ),
      aCookie,
    ),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const customArtId = sent.json<{ customArt: { id: string } }>().customArt.id;
  const { cookie: adminCookie } = await createTestSession(t.db, adminUser, 'admin');
  const photo = await t.app.inject({
    method: 'POST',
    url: `/api/admin/customArt/${customArtId}/photos`,
    ...withCookie(multipartPayload({}, [{ ...file, name: 'photo' }]), adminCookie),
  });
  expect(photo.statusCode, photo.body).toBe(201);
  // Two quotes to A: one A accepts, one A declines (after B has tried both).
  const acceptOffer = await createCustomArtOffer(t.db, { userId: paid.userId, customArtId });
  const declineOffer = await createCustomArtOffer(t.db, { userId: paid.userId, customArtId });
  return {
    a: a!,
    productId: product.id,
    couponCode: coupon.code,
    paidOrderId: paid.order.id,
    creditNoteId: note!.id,
    pendingOrderId: pendingOrder.id,
    pendingRef: pendingOrder.razorpayOrderId,
    acceptOfferId: acceptOffer.id,
    declineOfferId: declineOffer.id,
    customArtId,
    photoId: photo.json<{ photo: { id: string } }>().photo.id,
  };
}

function withCookie(form: { payload: Buffer; headers: Record<string, string> }, cookie: string) {
  return { payload: form.payload, headers: { ...form.headers, cookie } };
}

// One app and one fixture for the file: the matrix first, then the mass-assignment checks.
beforeAll(async () => {
  t = await buildTestApp({ env: SELLER_ENV });
  f = await buildFixture();
});
afterAll(async () => {
  await t.close();
});

describe('the access matrix of every route', () => {
  const routes = () => t.app.registeredRoutes.map((route) => `${route.method} ${route.url}`);

  it('has a row for every registered route, and no row for a route that is gone', () => {
    expect(routes().filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !routes().includes(key))).toEqual([]);
  });

  it('keeps the admin rows and the admin scope in step', () => {
    const scope = t.app.adminRoutes.map((route) => `${route.method} ${route.url}`).sort();
    const adminRows = Object.keys(MATRIX).filter((key) => MATRIX[key] === ADMIN);
    expect(adminRows.sort()).toEqual(scope);
  });

  it('answers visitors and customer B as the table says, and B changes nothing of A', async () => {
    const before = await snapshotOfA();
    expect(await walk(routes(), ['anon', 'b'])).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  });

  it('answers the admin and customer A as the table says', async () => {
    expect(await walk(routes(), ['admin', 'a'])).toEqual([]);
  });
});

/**
 * Every table's rows as a digest, but for the bookkeeping a read may do: a session's last-seen time
 * (written at most once a minute), rate-limit counts, security events and the privacy log (a
 * download of one's data is logged, decision 0106).
 */
const BOOKKEEPING = new Set([
  'sessions',
  'rate_limit_hits',
  'security_events',
  'privacy_events',
  '__drizzle_migrations',
]);
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  )
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING.has(name));
  const digest: Record<string, string> = {};
  for (const name of tables) {
    const [row] = rowsOf<{ digest: string | null }>(
      await t.db.execute(
        sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`),
      ),
    );
    digest[name] = row?.digest ?? 'empty';
  }
  return digest;
}

describe('reads', () => {
  it('no GET changes state, whoever calls it (anonymous, A, B, admin)', async () => {
    const gets = t.app.registeredRoutes
      .filter((route) => route.method === 'GET')
      .map((route) => `${route.method} ${route.url}`);
    const before = await databaseDigest();
    await walk(gets, ['anon', 'b', 'a', 'admin']);
    expect(await databaseDigest()).toEqual(before);
  });
});

/** Fields a customer must never set through a body, sent to every customer-facing write. */
const forged = (victim: string) => ({
  id: randomUUID(),
  userId: victim,
  role: 'admin',
  orderCount: 99,
  email: 'forged@example.com',
  price: 1,
  pricePaise: 1,
  pay: 1,
  totalPaise: 1,
  status: 'completed',
  paymentStatus: 'success',
  fulfilmentStatus: 'delivered',
});

describe('no mass assignment through customer-facing writes', () => {
  const as = (cookie: string | null, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: `10.89.0.${++lastIp % 250}`,
    });
  const userRow = async (id: string) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('keeps role, email and id out of the profile update and the sign-up', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const bBefore = await userRow(b.id);
    const profile = await as(cookie, 'POST', '/api/user', { name: 'Renamed', ...forged(b.id) });
    expect(profile.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      name: 'Renamed',
      role: 'customer',
      email: user.email,
    });
    expect((await userRow(user.id)).id).toBe(user.id);
    expect(await userRow(b.id)).toEqual(bBefore);

    const signupEmail = `new-${randomUUID().slice(0, 8)}@example.com`;
    const body = { ...forged(b.id), name: 'Asha Rao', phone: '9876543210', password: 'secret123' };
    const signup = await as(null, 'POST', '/api/auth/signup', { ...body, email: signupEmail });
    expect(signup.statusCode).toBe(201);
    const [created] = await t.db.select().from(users).where(eq(users.email, signupEmail));
    expect(created).toMatchObject({ role: 'customer', name: 'Asha Rao' });
    expect(created!.id).not.toBe(body.id);
  });

  it("prices the cart and the order on the server and files them under the caller's id", async () => {
    const product = await createProduct(t.db, { pricePaise: 250_000 });
    const order = async (extra: object) => {
      const { user, cookie } = await createSignedInCustomer(t.db);
      const add = await as(cookie, 'POST', '/api/user/cart/add', {
        ...extra,
        productId: product.id,
        quantity: 1,
        size: '5 x 3 inches',
      });
      expect(add.statusCode, add.body).toBe(201);
      const update = await as(cookie, 'PUT', `/api/user/cart/${product.id}`, {
        ...extra,
        quantity: 2,
      });
      expect(update.statusCode, update.body).toBe(200);
      const placed = await as(cookie, 'POST', '/api/order', { ...orderBody(), ...extra });
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json<{ order: { id: string } }>().order.id;
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      return { user, row: row! };
    };
    const honest = await order({});
    const bCartBefore = await t.db.select().from(cartLines).where(eq(cartLines.userId, b.id));
    const forger = await order({ ...forged(b.id), email: undefined });
    expect(forger.row).toMatchObject({
      userId: forger.user.id,
      totalPaise: honest.row.totalPaise,
      subtotalPaise: 2 * 250_000,
      paymentStatus: 'pending',
      fulfilmentStatus: honest.row.fulfilmentStatus,
    });
    // The product's sales count rises on payment only, never from a body.
    const [productAfter] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(productAfter!.orderCount).toBe(product.orderCount);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, b.id))).toEqual(
      bCartBefore,
    );
  });

  it('keeps ids, owners and states out of reviews, interest, custom art and offer checkout', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db);
    const extra = forged(b.id);

    const review = await as(cookie, 'POST', `/api/adminop/reviews/${product.id}`, {
      ...extra,
      name: 'Asha',
      review: 'Lovely.',
      rating: 4,
      productId: f.productId,
    });
    expect(review.statusCode).toBe(201);
    const reviews = await t.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, product.id));
    expect(reviews).toEqual([
      expect.objectContaining({ rating: 4, name: 'Asha', userId: user.id }),
    ]);
    expect(reviews[0]!.id).not.toBe(extra.id);

    const interest = await as(cookie, 'POST', '/api/user/interested-buyer', {
      ...extra,
      productID: product.id,
    });
    expect(interest.statusCode).toBe(201);
    const interests = await t.db
      .select()
      .from(interestedBuyers)
      .where(eq(interestedBuyers.productId, product.id));
    expect(interests.map((row) => row.userId)).toEqual([user.id]);

    const image = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#864' },
    })
      .png()
      .toBuffer();
    const form = multipartPayload(
      {
        ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
        firstName: 'Asha',
        lastName: 'Rao',
        email: user.email,
        phone: '9876543210',
        stage: 'delivered',
        artUrl: 'custom-art/forged.webp',
      },
      [{ name: 'image', filename: 'a.png', contentType: 'image/png', data: image }],
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/customArt',
      payload: form.payload,
      headers: { ...form.headers, cookie },
      remoteAddress: '10.89.1.1',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [request] = await t.db
      .select()
      .from(customArtRequests)
      .where(eq(customArtRequests.id, sent.json<{ customArt: { id: string } }>().customArt.id));
    expect(request).toMatchObject({ userId: user.id, status: 'pending', email: user.email });
    expect(request!.stage).not.toBe('delivered');
    expect(request!.artUrl).not.toBe('custom-art/forged.webp');

    const offer = await createCustomArtOffer(t.db, {
      userId: user.id,
      customArtId: request!.id,
      pricePaise: 300_000,
      deliveryPaise: 5_000,
    });
    const accepted = await as(cookie, 'POST', `/api/offers/${offer.id}/accept`, {
      ...orderBody(),
      ...extra,
      email: undefined,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [offerOrder] = await t.db.select().from(orders).where(eq(orders.offerId, offer.id));
    // The offer's price and delivery, less the welcome offer of a first order: never the body's.
    expect(offerOrder).toMatchObject({ userId: user.id, paymentStatus: 'pending' });
    expect(offerOrder!.totalPaise).toBe(305_000 - offerOrder!.welcomeOfferPaise);
  });
});
