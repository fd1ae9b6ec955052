import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test-only: a local stand-in for Shiprocket's API (docs/shipping.md; Shiprocket has no sandbox,
 * and no test calls the internet). Every call of the notes' table, recorded, with faults on demand.
 *
 * Erasable TypeScript with no relative imports: the browser suite's `e2e/serve-fresh.mjs` runs it
 * with Node's own type stripping.
 */

export interface ShiprocketRecordedRequest {
  method: string;
  /** The path after the API base, without the query: `/courier/serviceability/`. */
  path: string;
  query: Record<string, string>;
  /** The bearer token sent, or null. */
  token: string | null;
  body: unknown;
}

export interface StandInShiprocketOrder {
  orderId: number;
  shipmentId: number;
  /** Our order id (`order_id` of the create call). */
  channelOrderId: string;
  payload: Record<string, unknown>;
  awb: string | null;
  courierId: number | null;
  courierName: string | null;
  pickupRequested: boolean;
  labelUrl: string | null;
  manifestUrl: string | null;
}

export interface StandInScan {
  /** `yyyy-mm-dd hh:mm:ss`, India time, as Shiprocket writes it. */
  date: string;
  activity: string;
  location: string;
  srStatus: number;
  srStatusLabel: string;
}

export interface StandInTracking {
  statusId: number;
  status: string;
  /** Oldest first (the stand-in answers them newest first, as Shiprocket does). */
  scans: StandInScan[];
}

export interface StandInCourier {
  id: number;
  name: string;
  /** Rupees, as Shiprocket answers. */
  rate: number;
  days: number;
}

export interface ShiprocketStandInOptions {
  /** 0 (the default): any free port. The browser suite asks for a fixed one. */
  port?: number;
  email?: string;
  password?: string;
  /** Delivery PINs no courier serves. */
  unserviceablePins?: string[];
  /** Delivery PINs served, but without cash on delivery. */
  nonCodPins?: string[];
  couriers?: StandInCourier[];
  /** The answer to `hangNextCreate` is held at most this long (the client gives up before). */
  hangMs?: number;
}

export interface ShiprocketStandIn {
  /** `http://127.0.0.1:{port}`: pass as SHIPROCKET_API_BASE. */
  url: string;
  email: string;
  password: string;
  requests: ShiprocketRecordedRequest[];
  /** The requests to one path (`/courier/serviceability/`), in order. */
  requestsTo: (path: string) => ShiprocketRecordedRequest[];
  /** Orders made by `POST /orders/create/adhoc`, by Shiprocket's order id. */
  orders: Map<number, StandInShiprocketOrder>;
  unserviceablePins: Set<string>;
  nonCodPins: Set<string>;
  couriers: StandInCourier[];
  /** The next call to `path` (e.g. `/courier/assign/awb`) answers `status` and `body`. */
  failNext: (path: string, status: number, body?: unknown) => void;
  /**
   * The next create makes the order, then holds its answer until the client has given up (closed
   * the connection) or `hangMs` passed: the client sees a timeout, Shiprocket has the order.
   */
  hangNextCreate: () => void;
  /**
   * The next call to `path` (one without side effects, e.g. `/courier/serviceability/`) answers
   * only after the client has given up, or `hangMs` passed.
   */
  hangNext: (path: string) => void;
  /** Every token issued so far stops working (401), as an expired one does. */
  expireTokens: () => void;
  /** What `GET /courier/track/awb/{awb}` answers for this AWB. */
  setTracking: (awb: string, tracking: StandInTracking) => void;
  close: () => Promise<void>;
}

export const STAND_IN_UNSERVICEABLE_PINS = ['744101', '194101'];
export const STAND_IN_NON_COD_PINS = ['682001'];
export const STAND_IN_COURIERS: StandInCourier[] = [
  { id: 10, name: 'Delhivery Surface', rate: 95.5, days: 5 },
  { id: 24, name: 'Xpressbees Air', rate: 142, days: 3 },
  { id: 51, name: 'Ekart Logistics', rate: 88, days: 4 },
];
/** The webhook token the tests configure (SHIPROCKET_WEBHOOK_TOKEN) and send as `x-api-key`. */
export const STAND_IN_WEBHOOK_TOKEN = 'stand-in-webhook-token-0123456789';

/**
 * The SHIPROCKET_* environment of a shop pointed at `standIn` (pickup at Pune, 411005), for
 * `buildTestApp({ env })` and the browser suite's server; `overrides` win.
 */
export function shiprocketEnv(
  standIn: Pick<ShiprocketStandIn, 'url' | 'email' | 'password'>,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    SHIPROCKET_EMAIL: standIn.email,
    SHIPROCKET_PASSWORD: standIn.password,
    SHIPROCKET_PICKUP_LOCATION: 'Primary',
    SHIPROCKET_PICKUP_PIN: '411005',
    SHIPROCKET_WEBHOOK_TOKEN: STAND_IN_WEBHOOK_TOKEN,
    SHIPROCKET_API_BASE: standIn.url,
    ...overrides,
  };
}

/** The courier the stand-in recommends (and assigns when the client names none). */
export const STAND_IN_RECOMMENDED_COURIER_ID = 51;

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A one-page PDF that says `text`, with a correct cross-reference table. */
export function tinyPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 40 760 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const CREATE_REQUIRED = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_email',
  'billing_phone',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
];

/** The field errors Shiprocket's 422 names for a create payload, as `{ field: [message] }`. */
function createErrors(input: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of CREATE_REQUIRED) {
    const value = input[field];
    if (value === undefined || value === null || value === '') {
      errors[field] = [`The ${field.replace(/_/g, ' ')} field is required.`];
    }
  }
  if (typeof input.order_id === 'string' && input.order_id.length > 50) {
    errors.order_id = ['The order id may not be greater than 50 characters.'];
  }
  for (const field of ['length', 'breadth', 'height']) {
    const value = input[field];
    if (value !== undefined && !(typeof value === 'number' && value > 0.5)) {
      errors[field] = [`The ${field} must be greater than 0.5.`];
    }
  }
  if (input.weight !== undefined && !(typeof input.weight === 'number' && input.weight > 0)) {
    errors.weight = ['The weight must be greater than 0.'];
  }
  if (
    typeof input.billing_pincode !== 'undefined' &&
    !/^\d{6}$/.test(String(input.billing_pincode))
  ) {
    errors.billing_pincode = ['The billing pincode must be 6 digits.'];
  }
  const items = input.order_items;
  if (!Array.isArray(items) || items.length === 0) {
    errors.order_items = ['The order items field is required.'];
  }
  if (
    input.payment_method !== undefined &&
    !['Prepaid', 'COD'].includes(String(input.payment_method))
  ) {
    errors.payment_method = ['The selected payment method is invalid.'];
  }
  return errors;
}

/** Starts the stand-in on 127.0.0.1. Answers like Shiprocket for the calls the shop makes. */
export async function startShiprocketStandIn(
  options: ShiprocketStandInOptions = {},
): Promise<ShiprocketStandIn> {
  const email = options.email ?? 'api-user@shop.test';
  const password = options.password ?? 'stand-in-password';
  const hangMs = options.hangMs ?? 30_000;
  const requests: ShiprocketRecordedRequest[] = [];
  const orders = new Map<number, StandInShiprocketOrder>();
  const unserviceablePins = new Set(options.unserviceablePins ?? STAND_IN_UNSERVICEABLE_PINS);
  const nonCodPins = new Set(options.nonCodPins ?? STAND_IN_NON_COD_PINS);
  const couriers = [...(options.couriers ?? STAND_IN_COURIERS)];
  const failures: { path: string; status: number; body: unknown }[] = [];
  const tokens = new Set<string>();
  const tracking = new Map<string, StandInTracking>();
  let hangCreates = 0;
  const hangPaths: string[] = [];
  let nextOrderId = 600_000_001;
  let nextShipmentId = 900_000_001;
  let nextAwb = 19_041_424_750_001;
  let url = '';

  /** Resolves once the client has hung up (it timed out), or after hangMs. */
  const untilClientGivesUp = (res: ServerResponse) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, hangMs);
      res.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  const unauthorized = { message: 'Token has expired', status_code: 401 };
  const findByShipment = (id: unknown) =>
    [...orders.values()].find((o) => o.shipmentId === Number(Array.isArray(id) ? id[0] : id));

  function serviceability(query: Record<string, string>) {
    const pin = query.delivery_postcode ?? '';
    const errors: Record<string, string[]> = {};
    if (!/^\d{6}$/.test(query.pickup_postcode ?? '')) {
      errors.pickup_postcode = ['The pickup postcode must be 6 digits.'];
    }
    if (!/^\d{6}$/.test(pin))
      errors.delivery_postcode = ['The delivery postcode must be 6 digits.'];
    const weight = Number(query.weight);
    if (!(weight > 0)) errors.weight = ['The weight must be greater than 0.'];
    if (Object.keys(errors).length) {
      return { status: 422, body: { message: 'Oops! Invalid Data.', errors, status_code: 422 } };
    }
    if (unserviceablePins.has(pin)) {
      return {
        status: 404,
        body: { status: 404, message: 'Delivery postcode not serviceable', status_code: 404 },
      };
    }
    const cod = !nonCodPins.has(pin);
    if (query.cod === '1' && !cod) {
      return {
        status: 404,
        body: { status: 404, message: 'COD is not available for this pincode', status_code: 404 },
      };
    }
    const today = Date.now();
    const available = couriers.map((c) => ({
      courier_company_id: c.id,
      courier_name: c.name,
      rate: c.rate,
      cod: cod ? 1 : 0,
      etd: new Date(today + c.days * 86_400_000).toDateString(),
      estimated_delivery_days: String(c.days),
      rating: 4,
    }));
    return {
      status: 200,
      body: {
        status: 200,
        data: {
          available_courier_companies: available,
          recommended_courier_company_id: couriers.some(
            (c) => c.id === STAND_IN_RECOMMENDED_COURIER_ID,
          )
            ? STAND_IN_RECOMMENDED_COURIER_ID
            : couriers[0]?.id,
        },
      },
    };
  }

  function createOrder(input: Record<string, unknown>) {
    const errors = createErrors(input);
    if (Object.keys(errors).length) {
      return { status: 422, body: { message: 'Oops! Invalid Data.', errors, status_code: 422 } };
    }
    // No idempotency: the same order_id again makes another order, as Shiprocket does.
    const order: StandInShiprocketOrder = {
      orderId: nextOrderId++,
      shipmentId: nextShipmentId++,
      channelOrderId: String(input.order_id),
      payload: input,
      awb: null,
      courierId: null,
      courierName: null,
      pickupRequested: false,
      labelUrl: null,
      manifestUrl: null,
    };
    orders.set(order.orderId, order);
    return {
      status: 200,
      body: {
        order_id: order.orderId,
        shipment_id: order.shipmentId,
        status: 'NEW',
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: null,
        courier_company_id: null,
        courier_name: null,
      },
    };
  }

  function assignAwb(input: Record<string, unknown>) {
    const order = findByShipment(input.shipment_id);
    if (!order) {
      return { status: 400, body: { message: 'Shipment id does not exist', status_code: 400 } };
    }
    if (order.awb) {
      return {
        status: 200,
        body: {
          awb_assign_status: 0,
          response: {
            data: { awb_assign_error: 'AWB is already assigned for this shipment' },
          },
        },
      };
    }
    const wanted =
      input.courier_id === undefined ? STAND_IN_RECOMMENDED_COURIER_ID : Number(input.courier_id);
    const courier = couriers.find((c) => c.id === wanted) ?? couriers[0];
    if (!courier) return { status: 422, body: { message: 'No courier serves this shipment' } };
    order.awb = String(nextAwb++);
    order.courierId = courier.id;
    order.courierName = courier.name;
    return {
      status: 200,
      body: {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: order.awb,
            courier_company_id: courier.id,
            courier_name: courier.name,
            shipment_id: order.shipmentId,
            assigned_date_time: { date: new Date().toISOString() },
          },
        },
      },
    };
  }

  function trackingAnswer(awb: string) {
    const known = tracking.get(awb);
    const order = [...orders.values()].find((o) => o.awb === awb);
    if (!known && !order) {
      return {
        status: 200,
        body: { tracking_data: { track_status: 0, shipment_status: null, error: 'Awb not found' } },
      };
    }
    const t: StandInTracking = known ?? { statusId: 6, status: 'SHIPPED', scans: [] };
    return {
      status: 200,
      body: {
        tracking_data: {
          track_status: 1,
          shipment_status: t.statusId,
          shipment_track: [
            {
              awb_code: awb,
              courier_company_id: order?.courierId ?? null,
              current_status: t.status,
              origin: null,
              destination: null,
            },
          ],
          shipment_track_activities: [...t.scans].reverse().map((s) => ({
            date: s.date,
            status: s.srStatusLabel,
            activity: s.activity,
            location: s.location,
            'sr-status': String(s.srStatus),
            'sr-status-label': s.srStatusLabel,
          })),
          track_url: `https://shiprocket.co/tracking/${awb}`,
        },
      },
    };
  }

  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    path: string,
    query: Record<string, string>,
    body: unknown,
    token: string | null,
  ): Promise<void> {
    const input = (body ?? {}) as Record<string, unknown>;

    // The label and manifest PDFs: public URLs, as Shiprocket's are (no token).
    const pdf = /^\/files\/(label|manifest)-(\d+)\.pdf$/.exec(path);
    if (method === 'GET' && pdf) {
      const order = findByShipment(pdf[2]);
      if (!order) return send(res, 404, { message: 'Not found' });
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(tinyPdf(`${pdf[1] === 'label' ? 'Label' : 'Manifest'} AWB ${order.awb ?? '-'}`));
      return;
    }

    if (method === 'POST' && path === '/auth/login') {
      if (input.email !== email || input.password !== password) {
        return send(res, 400, {
          message: 'Invalid email and password combination',
          status_code: 400,
        });
      }
      const issued = randomBytes(24).toString('hex');
      tokens.add(issued);
      return send(res, 200, {
        id: 1,
        first_name: 'API',
        last_name: 'User',
        email,
        company_id: 42,
        created_at: new Date().toISOString(),
        token: issued,
      });
    }

    if (!token || !tokens.has(token)) return send(res, 401, unauthorized);

    if (method === 'GET' && path === '/courier/serviceability/') {
      const out = serviceability(query);
      return send(res, out.status, out.body);
    }
    if (method === 'POST' && path === '/orders/create/adhoc') {
      const out = createOrder(input);
      if (out.status === 200 && hangCreates > 0) {
        hangCreates -= 1;
        await untilClientGivesUp(res);
      }
      return send(res, out.status, out.body);
    }
    if (method === 'GET' && path === '/orders') {
      const search = query.search ?? '';
      const data = [...orders.values()]
        .filter((o) => search !== '' && o.channelOrderId.includes(search))
        .reverse()
        .map((o) => ({
          id: o.orderId,
          channel_order_id: o.channelOrderId,
          status: o.awb ? 'READY TO SHIP' : 'NEW',
          shipments: [{ id: o.shipmentId, awb: o.awb ?? '', courier: o.courierName ?? '' }],
        }));
      return send(res, 200, { data, meta: { pagination: { total: data.length } } });
    }
    if (method === 'POST' && path === '/courier/assign/awb') {
      const out = assignAwb(input);
      return send(res, out.status, out.body);
    }
    if (method === 'POST' && path === '/courier/generate/pickup') {
      const order = findByShipment(input.shipment_id);
      if (!order?.awb) {
        return send(res, 400, {
          message: 'Please assign AWB before generating pickup',
          status_code: 400,
        });
      }
      if (order.pickupRequested) {
        return send(res, 400, { message: 'Already in Pickup Queue.', status_code: 400 });
      }
      order.pickupRequested = true;
      return send(res, 200, {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
          pickup_token_number: `Reference No: ${order.shipmentId}`,
          status: 3,
        },
      });
    }
    if (method === 'POST' && path === '/courier/generate/label') {
      const order = findByShipment(input.shipment_id);
      if (!order?.awb) return send(res, 400, { message: 'AWB not assigned', status_code: 400 });
      order.labelUrl = `${url}/files/label-${order.shipmentId}.pdf`;
      return send(res, 200, {
        label_created: 1,
        label_url: order.labelUrl,
        response: 'Label has been created',
        not_created: [],
      });
    }
    if (method === 'POST' && path === '/manifests/generate') {
      const order = findByShipment(input.shipment_id);
      if (!order?.awb) return send(res, 400, { message: 'AWB not assigned', status_code: 400 });
      order.manifestUrl = `${url}/files/manifest-${order.shipmentId}.pdf`;
      return send(res, 200, { status: 1, manifest_url: order.manifestUrl });
    }
    const track = /^\/courier\/track\/awb\/([^/]+)$/.exec(path);
    if (method === 'GET' && track) {
      const out = trackingAnswer(decodeURIComponent(track[1] ?? ''));
      return send(res, out.status, out.body);
    }
    if (method === 'GET' && path === '/settings/company/pickup') {
      return send(res, 200, {
        data: { shipping_address: [{ id: 1, pickup_location: 'Primary', pin_code: '560001' }] },
      });
    }
    if (method === 'POST' && path === '/orders/cancel') {
      return send(res, 200, { status: 200, message: 'Order cancelled successfully.' });
    }
    return send(res, 404, { message: 'Not found', status_code: 404 });
  }

  /**
   * `GET /__stand-in/requests`, `POST /__stand-in/fail-next` `{ path, status, body }` and
   * `POST /__stand-in/tracking` `{ awb, tracking }`: the test controls, for the browser suite.
   */
  function control(res: ServerResponse, method: string, path: string, body: unknown): void {
    const input = (body ?? {}) as Record<string, unknown>;
    if (method === 'GET' && path === '/__stand-in/requests') return send(res, 200, { requests });
    if (method === 'POST' && path === '/__stand-in/fail-next') {
      failures.push({ path: String(input.path), status: Number(input.status), body: input.body });
      return send(res, 200, { ok: true });
    }
    if (method === 'POST' && path === '/__stand-in/tracking') {
      tracking.set(String(input.awb), input.tracking as StandInTracking);
      return send(res, 200, { ok: true });
    }
    return send(res, 404, { message: 'Not found' });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const parsed = new URL(req.url ?? '/', 'http://stand-in');
      const body = await readBody(req);
      const header = req.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
      const method = req.method ?? '';
      const path = parsed.pathname;
      const query = Object.fromEntries(parsed.searchParams);
      // The browser suite drives the stand-in over HTTP, from another process than its own.
      if (path.startsWith('/__stand-in/')) return control(res, method, path, body);
      requests.push({ method, path, query, token, body });

      const index = failures.findIndex((f) => f.path === path);
      if (index >= 0) {
        const [failure] = failures.splice(index, 1);
        if (failure) return send(res, failure.status, failure.body);
      }
      const hang = hangPaths.indexOf(path);
      if (hang >= 0) {
        hangPaths.splice(hang, 1);
        await untilClientGivesUp(res);
      }
      await answer(req, res, method, path, query, body, token);
    })().catch(() => send(res, 500, { message: 'stand-in failure' }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    email,
    password,
    requests,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    orders,
    unserviceablePins,
    nonCodPins,
    couriers,
    failNext(path, status, body = { message: 'Something went wrong', status_code: status }) {
      failures.push({ path, status, body });
    },
    hangNextCreate() {
      hangCreates += 1;
    },
    hangNext(path) {
      hangPaths.push(path);
    },
    expireTokens() {
      tokens.clear();
    },
    setTracking(awb, value) {
      tracking.set(awb, value);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
