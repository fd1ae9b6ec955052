import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test-only: a local stand-in for Razorpay's REST API (no test calls the internet). */

export interface RecordedRequest {
  method: string;
  path: string;
  /** The decoded Basic credentials, `keyId:keySecret`, or null without Basic auth. */
  basicAuth: string | null;
  body: unknown;
}

export interface StandInPayment {
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amount: number;
  currency: string;
  order_id: string;
}

export interface StandInOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  status: string;
}

export type StandInRefundStatus = 'pending' | 'processed' | 'failed';

export interface StandInRefund {
  id: string;
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: StandInRefundStatus;
  /** The `X-Refund-Idempotency` header it was made with, if any. */
  idempotencyKey: string | null;
}

/** A signed webhook delivery: post `raw` with `x-razorpay-signature: signature`. */
export interface SignedWebhook {
  raw: string;
  signature: string;
}

export interface RazorpayStandIn {
  /** `http://127.0.0.1:{port}`: pass as RAZORPAY_API_BASE. */
  url: string;
  keyId: string;
  keySecret: string;
  requests: RecordedRequest[];
  orders: Map<string, StandInOrder>;
  /**
   * Adds a payment to an order, as a customer paying (or failing to) would: captured, of the
   * order's amount, in INR unless told otherwise. An `authorized` payment waits for
   * `POST /v1/payments/{id}/capture`, as on an account without auto-capture.
   */
  addPayment: (orderId: string, payment: Partial<StandInPayment>) => StandInPayment;
  /** The next `count` calls answer this status and body (e.g. 500, or a 400 error). */
  failNext: (status: number, body?: unknown, count?: number) => void;
  /** Every refund made, by its `rfnd_` id. */
  refunds: Map<string, StandInRefund>;
  /** The status the next refunds are created with, in turn; then 'processed', as in test mode. */
  nextRefundStatus: (...statuses: StandInRefundStatus[]) => void;
  /** Moves a refund on, as Razorpay does later (a pending one becomes processed or failed). */
  setRefundStatus: (refundId: string, status: StandInRefundStatus) => StandInRefund;
  /**
   * Runs `hook` with the next refund once it is made and before its answer goes out: a webhook
   * delivered before our server hears back.
   */
  beforeNextRefundAnswer: (hook: (refund: StandInRefund) => Promise<void>) => void;
  /** Makes the next refund, then drops the connection: the refund exists but its answer is lost. */
  loseNextRefundAnswer: () => void;
  /**
   * A `refund.*` webhook for one of the stand-in's refunds, as Razorpay sends it, signed with
   * `webhookSecret` over the exact bytes: `{ event, payload: { refund: { entity }, payment: { entity } } }`.
   */
  refundWebhook: (
    event: 'refund.created' | 'refund.processed' | 'refund.failed',
    refund: StandInRefund,
    webhookSecret: string,
  ) => SignedWebhook;
  close: () => Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const badRequest = (description: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    reason: 'input_validation_failed',
  },
});

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

function basicAuth(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Basic ')) return null;
  return Buffer.from(header.slice(6), 'base64').toString('utf8');
}

/** A payment as Razorpay's API answers it. */
const paymentEntity = (payment: StandInPayment) => ({
  ...payment,
  entity: 'payment',
  method: 'upi',
  captured: payment.status === 'captured',
});

/** A refund as Razorpay's API and webhooks answer it. */
const refundEntity = ({ idempotencyKey: _key, ...refund }: StandInRefund) => ({
  ...refund,
  entity: 'refund',
  acquirer_data: { arn: null },
  batch_id: null,
  speed_requested: 'normal',
  speed_processed: refund.status === 'processed' ? 'normal' : null,
  created_at: Math.floor(Date.now() / 1000),
});

/** Starts the stand-in on 127.0.0.1 and a free port. Answers like Razorpay for the calls the shop makes. */
export async function startRazorpayStandIn(
  keyId = 'rzp_test_standin',
  keySecret = 'standin_secret_0123456789',
): Promise<RazorpayStandIn> {
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment[]>();
  const failures: { status: number; body: unknown }[] = [];
  const refunds = new Map<string, StandInRefund>();
  const refundStatuses: StandInRefundStatus[] = [];
  const refundHooks: ((refund: StandInRefund) => Promise<void>)[] = [];
  let loseRefundAnswers = 0;

  const findPayment = (paymentId: string) =>
    [...payments.values()].flat().find((p) => p.id === paymentId);
  /** What a payment's live refunds (pending or processed) add up to. */
  const refundedOf = (paymentId: string) =>
    [...refunds.values()]
      .filter((r) => r.payment_id === paymentId && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
  const paymentWithRefunds = (payment: StandInPayment) => {
    const refunded = refundedOf(payment.id);
    return {
      ...paymentEntity(payment),
      ...(refunded >= payment.amount && payment.status === 'captured'
        ? { status: 'refunded' }
        : {}),
      amount_refunded: refunded,
      refund_status: refunded === 0 ? null : refunded >= payment.amount ? 'full' : 'partial',
    };
  };

  /**
   * `POST /v1/payments/{id}/refund` as Razorpay answers it: the same idempotency key answers the
   * refund it made; a payment not captured, or an amount over what is left, is a 400.
   */
  function createRefund(
    payment: StandInPayment,
    input: Record<string, unknown>,
    idempotencyKey: string | null,
  ): { status: number; body: unknown; refund?: StandInRefund } {
    const earlier =
      idempotencyKey && [...refunds.values()].find((r) => r.idempotencyKey === idempotencyKey);
    if (earlier) return { status: 200, body: refundEntity(earlier), refund: earlier };
    if (payment.status !== 'captured') {
      return { status: 400, body: badRequest('The payment has not been captured yet') };
    }
    const left = payment.amount - refundedOf(payment.id);
    if (left <= 0) {
      return { status: 400, body: badRequest('The payment has been fully refunded already') };
    }
    const amount = input.amount ?? left;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      return { status: 400, body: badRequest('The amount must be an integer.') };
    }
    if (amount < 100)
      return { status: 400, body: badRequest('The amount must be atleast INR 1.00') };
    if (amount > left) {
      return {
        status: 400,
        body: badRequest('The refund amount provided is greater than amount captured'),
      };
    }
    const notes = (input.notes ?? {}) as Record<string, string>;
    if (typeof input.receipt === 'string' && input.receipt.length > 40) {
      return { status: 400, body: badRequest('receipt: the length must be no more than 40.') };
    }
    const refund: StandInRefund = {
      id: `rfnd_${randomBytes(7).toString('hex')}`,
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes,
      receipt: typeof input.receipt === 'string' ? input.receipt : null,
      status: refundStatuses.shift() ?? 'processed',
      idempotencyKey,
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refundEntity(refund), refund };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = await readBody(req);
      const auth = basicAuth(req);
      requests.push({ method: req.method ?? '', path: url.pathname, basicAuth: auth, body });

      const failure = failures.shift();
      if (failure) return send(res, failure.status, failure.body);
      if (auth !== `${keyId}:${keySecret}`) {
        return send(res, 401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });
      }

      if (req.method === 'POST' && url.pathname === '/v1/orders') {
        const input = (body ?? {}) as Record<string, unknown>;
        const amount = input.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
          return send(res, 400, badRequest('The amount must be atleast INR 1.00.'));
        }
        if (input.currency !== 'INR')
          return send(res, 400, badRequest('Currency is not supported'));
        if (typeof input.receipt !== 'string' || input.receipt.length > 40) {
          return send(res, 400, badRequest('receipt: the length must be no more than 40.'));
        }
        const notes = (input.notes ?? {}) as Record<string, string>;
        if (Object.keys(notes).length > 15) {
          return send(res, 400, badRequest('notes: the number of notes must be no more than 15.'));
        }
        const order: StandInOrder = {
          id: `order_${randomBytes(7).toString('hex')}`,
          amount,
          currency: 'INR',
          receipt: input.receipt,
          notes,
          status: 'created',
        };
        orders.set(order.id, order);
        return send(res, 200, {
          ...order,
          entity: 'order',
          amount_paid: 0,
          amount_due: amount,
          attempts: 0,
          created_at: Math.floor(Date.now() / 1000),
        });
      }

      const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const orderId = decodeURIComponent(match[1] ?? '');
        if (!orders.has(orderId)) {
          return send(res, 400, badRequest('The id provided does not exist'));
        }
        const items = (payments.get(orderId) ?? []).map(paymentEntity);
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }

      const refundMatch = /^\/v1\/payments\/([^/]+)\/refunds?(?:\/([^/]+))?$/.exec(url.pathname);
      if (refundMatch) {
        const payment = findPayment(decodeURIComponent(refundMatch[1] ?? ''));
        if (!payment) return send(res, 400, badRequest('The id provided does not exist'));
        const refundId = refundMatch[2] && decodeURIComponent(refundMatch[2]);
        if (req.method === 'POST' && url.pathname.endsWith('/refund')) {
          const header = req.headers['x-refund-idempotency'];
          const made = createRefund(
            payment,
            (body ?? {}) as Record<string, unknown>,
            typeof header === 'string' ? header : null,
          );
          if (made.refund) {
            const hook = refundHooks.shift();
            if (hook) await hook(made.refund);
            if (loseRefundAnswers > 0) {
              loseRefundAnswers -= 1;
              res.destroy();
              return;
            }
          }
          return send(res, made.status, made.body);
        }
        if (req.method === 'GET' && url.pathname.includes('/refunds')) {
          const own = [...refunds.values()].filter((r) => r.payment_id === payment.id);
          if (!refundId) {
            const items = own.map(refundEntity);
            return send(res, 200, { entity: 'collection', count: items.length, items });
          }
          const refund = own.find((r) => r.id === refundId);
          if (!refund) return send(res, 400, badRequest('The id provided does not exist'));
          return send(res, 200, refundEntity(refund));
        }
      }

      const paymentMatch = /^\/v1\/payments\/([^/]+)(\/capture)?$/.exec(url.pathname);
      if (paymentMatch) {
        const paymentId = decodeURIComponent(paymentMatch[1] ?? '');
        const payment = findPayment(paymentId);
        if (!payment) return send(res, 400, badRequest('The id provided does not exist'));
        if (req.method === 'GET' && !paymentMatch[2]) {
          return send(res, 200, paymentWithRefunds(payment));
        }
        if (req.method === 'POST' && paymentMatch[2]) {
          const input = (body ?? {}) as Record<string, unknown>;
          if (payment.status === 'captured') {
            return send(res, 400, badRequest('This payment has already been captured'));
          }
          if (payment.status !== 'authorized') {
            return send(
              res,
              400,
              badRequest(
                'Only payments which have been authorized and not yet captured can be captured',
              ),
            );
          }
          if (input.amount !== payment.amount || input.currency !== payment.currency) {
            return send(
              res,
              400,
              badRequest('Capture amount must be equal to the amount authorized'),
            );
          }
          payment.status = 'captured';
          return send(res, 200, paymentEntity(payment));
        }
      }

      return send(res, 404, badRequest('The requested URL was not found on the server.'));
    })().catch(() => send(res, 500, badRequest('stand-in failure')));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    requests,
    orders,
    addPayment(orderId, payment) {
      const full: StandInPayment = {
        id: `pay_${randomBytes(7).toString('hex')}`,
        status: 'captured',
        amount: orders.get(orderId)?.amount ?? 0,
        currency: 'INR',
        order_id: orderId,
        ...payment,
      };
      payments.set(orderId, [...(payments.get(orderId) ?? []), full]);
      return full;
    },
    failNext(
      status,
      body = {
        error: {
          code: 'SERVER_ERROR',
          description: 'We are facing some trouble completing your request at the moment.',
        },
      },
      count = 1,
    ) {
      for (let i = 0; i < count; i += 1) failures.push({ status, body });
    },
    refunds,
    nextRefundStatus(...statuses) {
      refundStatuses.push(...statuses);
    },
    setRefundStatus(refundId, status) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`stand-in: no refund ${refundId}`);
      refund.status = status;
      return refund;
    },
    beforeNextRefundAnswer(hook) {
      refundHooks.push(hook);
    },
    loseNextRefundAnswer() {
      loseRefundAnswers += 1;
    },
    refundWebhook(event, refund, webhookSecret) {
      const payment = findPayment(refund.payment_id);
      const raw = JSON.stringify({
        entity: 'event',
        account_id: 'acc_standin',
        event,
        contains: ['refund', 'payment'],
        payload: {
          refund: { entity: refundEntity(refund) },
          ...(payment ? { payment: { entity: paymentWithRefunds(payment) } } : {}),
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { raw, signature: createHmac('sha256', webhookSecret).update(raw).digest('hex') };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
