import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test-only: a local stand-in for WhatsApp's Cloud API (Meta's Graph API; docs/whatsapp.md): the
 * one call we make, `POST /{phone-number-id}/messages`, recorded, with 5xx answers and refusals on
 * demand. No test calls the internet.
 *
 * Erasable TypeScript with no relative imports: the browser suite's `e2e/serve-fresh.mjs` runs it
 * with Node's own type stripping.
 */

export interface WhatsappRecordedRequest {
  /** The path after the API base: `/{phone-number-id}/messages`. */
  path: string;
  /** The bearer token sent, or null. */
  token: string | null;
  body: unknown;
}

/** What a recorded template message says, for short assertions. */
export interface WhatsappSentTemplate {
  to: string;
  name: string;
  language: string;
  parameters: string[];
}

export interface WhatsappStandIn {
  /** `http://127.0.0.1:{port}`: pass as WHATSAPP_API_BASE. */
  url: string;
  phoneNumberId: string;
  token: string;
  requests: WhatsappRecordedRequest[];
  /** The template messages answered with an id, in order. */
  sent: () => WhatsappSentTemplate[];
  /** The next `count` sends answer `status` (503 by default) with Meta's error body. */
  failNext: (count: number, status?: number) => void;
  /** Every send answers `status` until `reset()`. */
  failAlways: (status?: number) => void;
  reset: () => void;
  close: () => Promise<void>;
}

export interface WhatsappStandInOptions {
  /** 0 (the default): any free port. The browser suite asks for a fixed one. */
  port?: number;
  phoneNumberId?: string;
  token?: string;
}

export const STAND_IN_WHATSAPP_VERIFY_TOKEN = 'stand-in-verify-token-0123456789';
export const STAND_IN_WHATSAPP_APP_SECRET = 'stand-in-app-secret-0123456789';

/** The configuration that points the server at `standIn`. */
export function whatsappEnv(
  standIn: Pick<WhatsappStandIn, 'url' | 'phoneNumberId' | 'token'>,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    WHATSAPP_TOKEN: standIn.token,
    WHATSAPP_PHONE_NUMBER_ID: standIn.phoneNumberId,
    WHATSAPP_API_BASE: standIn.url,
    WHATSAPP_VERIFY_TOKEN: STAND_IN_WHATSAPP_VERIFY_TOKEN,
    WHATSAPP_APP_SECRET: STAND_IN_WHATSAPP_APP_SECRET,
    ...overrides,
  };
}

/** `X-Hub-Signature-256` as Meta signs a webhook body with the app secret. */
export function signWhatsappBody(body: string, secret = STAND_IN_WHATSAPP_APP_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startWhatsappStandIn(
  options: WhatsappStandInOptions = {},
): Promise<WhatsappStandIn> {
  const phoneNumberId = options.phoneNumberId ?? '109876543210';
  const token = options.token ?? 'stand-in-whatsapp-token';
  const requests: WhatsappRecordedRequest[] = [];
  const accepted: unknown[] = [];
  let failures = 0;
  let failStatus = 503;
  let failForever = false;
  let nextId = 1;

  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const auth = req.headers.authorization;
      requests.push({
        path,
        token: auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null,
        body,
      });
      if (req.method !== 'POST' || path !== `/${phoneNumberId}/messages`) {
        answer(res, 404, { error: { message: 'Unknown path', code: 100 } });
        return;
      }
      if (auth !== `Bearer ${token}`) {
        answer(res, 401, { error: { message: 'Invalid OAuth access token.', code: 190 } });
        return;
      }
      if (failForever || failures > 0) {
        if (failures > 0) failures -= 1;
        const refused = failStatus < 500 && failStatus !== 429;
        answer(res, failStatus, {
          error: refused
            ? { message: 'Template name does not exist in the translation', code: 132001 }
            : { message: 'Service temporarily unavailable', code: 2 },
        });
        return;
      }
      const to = (body as { to?: string } | null)?.to ?? '';
      accepted.push(body);
      answer(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.standin${String(nextId++).padStart(6, '0')}` }],
      });
    })();
  });
  await new Promise<void>((resolve) => {
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    phoneNumberId,
    token,
    requests,
    sent: () =>
      accepted.map((raw) => {
        const body = raw as {
          to: string;
          template: {
            name: string;
            language: { code: string };
            components: { parameters: { text: string }[] }[];
          };
        };
        return {
          to: body.to,
          name: body.template.name,
          language: body.template.language.code,
          parameters: body.template.components[0]?.parameters.map((p) => p.text) ?? [],
        };
      }),
    failNext: (count, status = 503) => {
      failures = count;
      failStatus = status;
    },
    failAlways: (status = 503) => {
      failForever = true;
      failStatus = status;
    },
    reset: () => {
      failures = 0;
      failForever = false;
      failStatus = 503;
      requests.length = 0;
      accepted.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
