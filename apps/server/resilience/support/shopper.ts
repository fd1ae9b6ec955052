import { randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * A shopper's HTTP client: its own loopback source address (127.0.0.2, .3, ...: per-client rate limits
 * see many clients, as they would in a shop), keep-alive connections, its cookies, JSON in and out.
 */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

export class Shopper {
  private readonly agent: http.Agent;
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    clientNumber = 1,
  ) {
    const localAddress = `127.0.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 2}`;
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: 2,
      localAddress,
    } as http.AgentOptions);
  }

  request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const url = new URL(path, this.base);
    // A string or bytes (a multipart upload) go as they are; anything else as JSON.
    const raw = typeof body === 'string' || Buffer.isBuffer(body);
    const payload = body === undefined ? undefined : raw ? body : JSON.stringify(body);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...(payload !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const at = pair?.indexOf('=') ?? -1;
              if (!pair || at < 0) continue;
              const value = pair.slice(at + 1);
              if (value) this.cookies.set(pair.slice(0, at), value);
              else this.cookies.delete(pair.slice(0, at));
            }
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              json: <T>() => JSON.parse(text) as T,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${path}`)));
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  /** A new account (signed in by signing up). */
  async signUp(): Promise<string> {
    const email = `shopper-${randomUUID().slice(0, 12)}@example.com`;
    const answer = await this.request('POST', '/api/auth/signup', {
      name: 'Load Shopper',
      phone: '9876543210',
      email,
      password: 'Shopper-pass-1',
    });
    if (answer.status !== 201 && answer.status !== 200) {
      throw new Error(`sign-up answered ${answer.status}: ${answer.text}`);
    }
    return email;
  }

  close(): void {
    this.agent.destroy();
  }
}
