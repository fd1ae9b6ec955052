/**
 * Shiprocket's REST API over fetch (docs/shipping.md), like the Razorpay adapter: the base URL comes
 * from the configuration so tests point it at a stand-in on loopback (Shiprocket has no sandbox).
 * Every failure becomes a ShiprocketError carrying Shiprocket's HTTP status (0: no answer in time
 * or no connection) and its own words.
 */

export interface ShiprocketConfig {
  email: string;
  password: string;
  /** The pickup place's nickname in the Shiprocket panel; every order names one. */
  pickupLocation: string;
  /** The pickup place's PIN code: the origin of every serviceability question. */
  pickupPin: string;
  /** The tracking webhook's `x-api-key`; null: the webhook refuses every call. */
  webhookToken: string | null;
  /** `https://apiv2.shiprocket.in/v1/external`, without a trailing slash. */
  apiBase: string;
  timeoutMs: number;
}

export class ShiprocketError extends Error {
  /** Shiprocket's HTTP status; 0 when it did not answer in time or could not be reached. */
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ShiprocketError';
    this.status = status;
  }
}

export interface ShiprocketOrderItem {
  name: string;
  sku: string;
  units: number;
  /** The price of one unit as charged, in paise (sent to Shiprocket in rupees). */
  sellingPricePaise: number;
  discountPaise?: number;
  taxPaise?: number;
  hsn: string;
}

/** `POST /orders/create/adhoc`, in our units (paise, grams, cm); the adapter converts. */
export interface ShiprocketOrderInput {
  /** Our order number: Shiprocket's `order_id`, at most 50 characters, never reused. */
  orderId: string;
  orderDate: Date;
  billing: {
    firstName: string;
    lastName: string;
    address: string;
    address2?: string;
    city: string;
    pincode: string;
    state: string;
    country: string;
    email: string;
    phone: string;
  };
  items: ShiprocketOrderItem[];
  paymentMethod: 'Prepaid' | 'COD';
  subTotalPaise: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  weightGrams: number;
}

export interface ShiprocketCourier {
  id: number;
  name: string;
  ratePaise: number;
  etdDays: number | null;
  cod: boolean;
}

export interface ShiprocketServiceability {
  serviceable: boolean;
  codAvailable: boolean;
  minDays: number | null;
  maxDays: number | null;
  recommendedCourierId: number | null;
  couriers: ShiprocketCourier[];
}

export interface ShiprocketScan {
  status: string;
  /** ISO 8601. */
  at: string;
  location: string | null;
}

export interface ShiprocketClient {
  serviceability(q: {
    deliveryPin: string;
    weightGrams: number;
    cod: boolean;
  }): Promise<ShiprocketServiceability>;
  createOrder(order: ShiprocketOrderInput): Promise<{ orderId: number; shipmentId: number }>;
  /** `courierName` comes with an assigned AWB (a retry resumes without assigning again). */
  findOrder(ourOrderId: string): Promise<{
    orderId: number;
    shipmentId: number;
    awb: string | null;
    courierName?: string | null;
  } | null>;
  assignAwb(
    shipmentId: number,
    courierId?: number,
  ): Promise<{ awb: string; courierId: number; courierName: string }>;
  generatePickup(shipmentId: number): Promise<void>;
  generateLabel(shipmentId: number): Promise<{ labelUrl: string }>;
  generateManifest(shipmentId: number): Promise<{ manifestUrl: string }>;
  trackAwb(awb: string): Promise<{
    statusId: number | null;
    status: string;
    /** Oldest first. */
    scans: ShiprocketScan[];
  }>;
}

/** The login token lasts 10 days; renew a little before, so no call meets an expired one. */
const TOKEN_LIFETIME_MS = 10 * 24 * 60 * 60 * 1000;
const TOKEN_RENEW_MARGIN_MS = 60 * 60 * 1000;

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

const asNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const asString = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Shiprocket's error body: `{ message }`, and on a 422 an `errors` map of field to messages. Both
 * go into the error's text, since the admin sees it (a courier's refusal, a bad field).
 */
export function shiprocketErrorText(body: unknown): string | null {
  const { message, errors } = asObject(body);
  const parts: string[] = [];
  if (typeof message === 'string' && message.trim()) parts.push(message.trim());
  for (const [field, value] of Object.entries(asObject(errors))) {
    const texts = (Array.isArray(value) ? value : [value]).filter(
      (t): t is string => typeof t === 'string',
    );
    if (texts.length) parts.push(`${field}: ${texts.join(' ')}`);
  }
  return parts.length ? parts.join('; ') : null;
}

const rupees = (paise: number) => Math.round(paise) / 100;

/** `yyyy-mm-dd hh:mm` in India time, the form `order_date` takes. */
export function shiprocketDate(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60 * 1000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 16)}`;
}

/**
 * Shiprocket's scan times: `2023-05-19 15:32:17` or `23 05 2023 11:43:52` (webhooks), India time
 * without a zone. ISO 8601 in UTC, or null when it is neither.
 */
export function shiprocketTimeToIso(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let parts: string[] | null = null;
  const ymd = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (ymd) parts = [ymd[1], ymd[2], ymd[3], ymd[4], ymd[5], ymd[6] ?? '00'] as string[];
  const dmy = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (dmy) parts = [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]] as string[];
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

function toCourier(item: unknown): ShiprocketCourier | null {
  const c = asObject(item);
  const id = asNumber(c.courier_company_id);
  const name = asString(c.courier_name);
  if (id === null || name === null) return null;
  const days = asNumber(c.estimated_delivery_days);
  return {
    id,
    name,
    ratePaise: Math.round((asNumber(c.rate) ?? 0) * 100),
    etdDays: days === null ? null : Math.max(0, Math.round(days)),
    cod: asNumber(c.cod) === 1,
  };
}

/** The shape of an answer to `GET /courier/serviceability/`; not serviceable without couriers. */
export function readServiceability(body: unknown): ShiprocketServiceability {
  const root = asObject(body);
  const data = asObject(root.data);
  const list = Array.isArray(data.available_courier_companies)
    ? data.available_courier_companies
    : [];
  const couriers = list.map(toCourier).filter((c): c is ShiprocketCourier => c !== null);
  // Shiprocket answers an unserviceable pair as HTTP 200 with `status: 404` in the body.
  if (asNumber(root.status) === 404 || couriers.length === 0) {
    return {
      serviceable: false,
      codAvailable: false,
      minDays: null,
      maxDays: null,
      recommendedCourierId: null,
      couriers: [],
    };
  }
  const days = couriers.map((c) => c.etdDays).filter((d): d is number => d !== null);
  const recommended = asNumber(data.recommended_courier_company_id);
  return {
    serviceable: true,
    codAvailable: couriers.some((c) => c.cod),
    minDays: days.length ? Math.min(...days) : null,
    maxDays: days.length ? Math.max(...days) : null,
    recommendedCourierId:
      recommended !== null && couriers.some((c) => c.id === recommended)
        ? recommended
        : (couriers[0]?.id ?? null),
    couriers,
  };
}

export function createShiprocketClient(
  config: ShiprocketConfig,
  fetchImpl: typeof fetch = fetch,
): ShiprocketClient {
  let token: { value: string; renewAt: number } | null = null;
  // Calls that need a token at once share one login.
  let loggingIn: Promise<string> | null = null;

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    bearer: string | null,
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiBase}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ShiprocketError(
        timedOut
          ? `Shiprocket did not answer ${method} ${path} within ${config.timeoutMs} ms`
          : `Shiprocket could not be reached (${method} ${path}): ${error instanceof Error ? error.message : String(error)}`,
        0,
      );
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (error) {
      // A body cut short by the timeout is no answer either.
      if (
        error instanceof Error &&
        (error.name === 'TimeoutError' || error.name === 'AbortError')
      ) {
        throw new ShiprocketError(
          `Shiprocket did not answer ${method} ${path} within ${config.timeoutMs} ms`,
          0,
        );
      }
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }

  function failure(method: string, path: string, status: number, body: unknown): ShiprocketError {
    return new ShiprocketError(
      shiprocketErrorText(body) ?? `Shiprocket answered ${status} to ${method} ${path}`,
      status,
    );
  }

  async function login(): Promise<string> {
    const answer = await send(
      'POST',
      '/auth/login',
      { email: config.email, password: config.password },
      null,
    );
    const value = asString(asObject(answer.body).token);
    if (answer.status < 200 || answer.status >= 300 || !value) {
      throw failure('POST', '/auth/login', answer.status, answer.body);
    }
    token = { value, renewAt: Date.now() + TOKEN_LIFETIME_MS - TOKEN_RENEW_MARGIN_MS };
    return value;
  }

  function currentToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }

  /** One call with the cached token; a 401 (token revoked or expired early) logs in once more. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json> {
    const used = await currentToken();
    let answer = await send(method, path, body, used);
    if (answer.status === 401) {
      if (token?.value === used) token = null;
      answer = await send(method, path, body, await currentToken());
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw failure(method, path, answer.status, answer.body);
    }
    return asObject(answer.body);
  }

  return {
    async serviceability({ deliveryPin, weightGrams, cod }) {
      const query = new URLSearchParams({
        pickup_postcode: config.pickupPin,
        delivery_postcode: deliveryPin,
        weight: String(Math.max(weightGrams, 1) / 1000),
        cod: cod ? '1' : '0',
      });
      try {
        return readServiceability(await call('GET', `/courier/serviceability/?${query}`));
      } catch (error) {
        // A 404 is Shiprocket's 'no courier serves this pair', not a failure.
        if (error instanceof ShiprocketError && error.status === 404) {
          return readServiceability({ status: 404 });
        }
        throw error;
      }
    },

    async createOrder(order) {
      const body = await call('POST', '/orders/create/adhoc', {
        order_id: order.orderId,
        order_date: shiprocketDate(order.orderDate),
        pickup_location: config.pickupLocation,
        billing_customer_name: order.billing.firstName,
        billing_last_name: order.billing.lastName,
        billing_address: order.billing.address,
        billing_address_2: order.billing.address2 ?? '',
        billing_city: order.billing.city,
        billing_pincode: order.billing.pincode,
        billing_state: order.billing.state,
        billing_country: order.billing.country,
        billing_email: order.billing.email,
        billing_phone: order.billing.phone,
        shipping_is_billing: true,
        order_items: order.items.map((item) => ({
          name: item.name,
          sku: item.sku,
          units: item.units,
          selling_price: rupees(item.sellingPricePaise),
          discount: rupees(item.discountPaise ?? 0),
          tax: rupees(item.taxPaise ?? 0),
          hsn: item.hsn,
        })),
        payment_method: order.paymentMethod,
        sub_total: rupees(order.subTotalPaise),
        length: order.lengthCm,
        breadth: order.breadthCm,
        height: order.heightCm,
        weight: order.weightGrams / 1000,
      });
      const orderId = asNumber(body.order_id);
      const shipmentId = asNumber(body.shipment_id);
      if (orderId === null || shipmentId === null) {
        throw new ShiprocketError(
          shiprocketErrorText(body) ?? 'Shiprocket answered the new order without its ids',
          200,
        );
      }
      return { orderId, shipmentId };
    },

    async findOrder(ourOrderId) {
      const body = await call(
        'GET',
        `/orders?${new URLSearchParams({ search: ourOrderId }).toString()}`,
      );
      const list = Array.isArray(body.data) ? body.data : [];
      // The search matches parts of ids too: only our exact order id counts.
      const found = list.map(asObject).find((o) => String(o.channel_order_id) === ourOrderId);
      if (!found) return null;
      const shipment = asObject(Array.isArray(found.shipments) ? found.shipments[0] : undefined);
      const orderId = asNumber(found.id);
      const shipmentId = asNumber(shipment.id);
      if (orderId === null || shipmentId === null) return null;
      return {
        orderId,
        shipmentId,
        awb: asString(shipment.awb),
        courierName: asString(shipment.courier),
      };
    },

    async assignAwb(shipmentId, courierId) {
      const body = await call('POST', '/courier/assign/awb', {
        shipment_id: shipmentId,
        ...(courierId === undefined ? {} : { courier_id: courierId }),
      });
      const data = asObject(asObject(body.response).data);
      const awb = asString(data.awb_code);
      const assignedId = asNumber(data.courier_company_id);
      if (asNumber(body.awb_assign_status) !== 1 || !awb || assignedId === null) {
        // A refusal can come as HTTP 200 with `awb_assign_status: 0` and the reason inside.
        throw new ShiprocketError(
          asString(data.awb_assign_error) ??
            shiprocketErrorText(body) ??
            'Shiprocket did not assign an AWB',
          422,
        );
      }
      return { awb, courierId: assignedId, courierName: asString(data.courier_name) ?? '' };
    },

    async generatePickup(shipmentId) {
      const body = await call('POST', '/courier/generate/pickup', { shipment_id: [shipmentId] });
      if (asNumber(body.pickup_status) !== 1) {
        throw new ShiprocketError(
          shiprocketErrorText(body) ?? 'Shiprocket did not schedule the pickup',
          422,
        );
      }
    },

    async generateLabel(shipmentId) {
      const body = await call('POST', '/courier/generate/label', { shipment_id: [shipmentId] });
      const labelUrl = asString(body.label_url);
      if (!labelUrl) {
        throw new ShiprocketError(shiprocketErrorText(body) ?? 'Shiprocket made no label', 422);
      }
      return { labelUrl };
    },

    async generateManifest(shipmentId) {
      const body = await call('POST', '/manifests/generate', { shipment_id: [shipmentId] });
      const manifestUrl = asString(body.manifest_url);
      if (!manifestUrl) {
        throw new ShiprocketError(shiprocketErrorText(body) ?? 'Shiprocket made no manifest', 422);
      }
      return { manifestUrl };
    },

    async trackAwb(awb) {
      const body = await call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
      const data = asObject(body.tracking_data);
      const track = asObject(Array.isArray(data.shipment_track) ? data.shipment_track[0] : {});
      const activities = Array.isArray(data.shipment_track_activities)
        ? data.shipment_track_activities
        : [];
      const scans = activities
        .map(asObject)
        .map((a) => ({
          status: asString(a['sr-status-label']) ?? asString(a.activity) ?? asString(a.status),
          at: shiprocketTimeToIso(a.date),
          location: asString(a.location),
        }))
        .filter((s): s is ShiprocketScan => s.status !== null && s.at !== null)
        // Shiprocket lists the newest first.
        .sort((a, b) => a.at.localeCompare(b.at));
      return {
        statusId: asNumber(data.shipment_status),
        status: asString(track.current_status) ?? '',
        scans,
      };
    },
  };
}
