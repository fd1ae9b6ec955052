import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';
import { rowsOf } from '../db/rows';
import { processMetrics } from '../lib/metrics';
import { tokenMatches } from '../lib/token-matches';

/** The outbox's channels; each is one table of messages still to send (decision 0043). */
const OUTBOXES = [
  { channel: 'email', table: 'mail_outbox' },
  // docs/whatsapp.md: WhatsApp's own outbox, the same states while waiting.
  { channel: 'whatsapp', table: 'whatsapp_outbox' },
] as const;

/** What app.ts hands in from the modules (plugins never import modules). */
export interface MetricSources {
  /** The response cache's hits and misses so far (modules/catalog/response-cache.ts). */
  cacheCounts: () => { hits: number; misses: number };
  /** PostgreSQL only: the pool's connections. */
  poolStats?: (() => PoolStats) | undefined;
}

/**
 * This app's figures (decision 0113), read by Prometheus from `GET /metrics`: request durations per
 * route, the response cache's hits and misses, each outbox's depth and oldest message, and the
 * database pool. Node's own figures and the periodic tasks' runs are the process's (lib/metrics.ts).
 */
function appMetrics(app: FastifyInstance, sources: MetricSources): Registry {
  const { poolStats, cacheCounts } = sources;
  const registry = new Registry();
  const durations = new Histogram({
    name: 'artshop_http_request_duration_seconds',
    help: 'Time to answer a request, by route (its pattern, not its address) and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // An unknown address would make a label per address; they are one route, 'unmatched'.
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Counter({
    name: 'artshop_response_cache_total',
    help: 'Cacheable public GETs answered from stored bytes (hit) or prepared afresh (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = cacheCounts();
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
    },
  });

  const oldest = new Gauge({
    name: 'artshop_outbox_oldest_age_seconds',
    help: 'Age of the oldest message still to send, by channel (0 when none waits)',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'artshop_outbox_depth',
    help: 'Messages still to send (pending or being sent), by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      for (const { channel, table } of OUTBOXES) {
        const [row] = rowsOf<{ depth: number; age: number | null }>(
          await app.db.execute(
            sql`select count(*)::int as depth,
                  extract(epoch from now() - min(created_at))::float8 as age
                from ${sql.identifier(table)} where status in ('pending', 'sending')`,
          ),
        );
        this.set({ channel }, row?.depth ?? 0);
        oldest.set({ channel }, Math.max(0, row?.age ?? 0));
      }
    },
  });

  if (poolStats) {
    new Gauge({
      name: 'artshop_db_pool_connections',
      help: "PostgreSQL pool's connections: open, idle, and queries waiting for one",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting } = poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  return registry;
}

/**
 * `GET /metrics` in Prometheus's text format, for the bearer of METRICS_TOKEN only (401 otherwise);
 * without the token configured the address does not exist (404), as on a shop that never asked for
 * it. With METRICS_PORT the same answer is served on that port instead, so a firewall can keep it
 * off the public address.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricSources): void {
  const { token, port } = app.config.metrics;
  if (!token) return;
  const registry = appMetrics(app, sources);
  const scrape = async (authorization: string | undefined) => {
    const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    if (!tokenMatches(bearer, token)) return { status: 401, body: 'Unauthorized\n' };
    const merged = Registry.merge([processMetrics, registry]);
    return { status: 200, body: await merged.metrics(), type: merged.contentType };
  };

  if (port === null) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const answer = await scrape(request.headers.authorization);
      if (answer.status === 401) void reply.header('www-authenticate', 'Bearer');
      return reply
        .code(answer.status)
        .type(answer.type ?? 'text/plain; charset=utf-8')
        .send(answer.body);
    });
    return;
  }

  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      scrape(req.headers.authorization).then(
        (answer) => {
          res.writeHead(answer.status, {
            'content-type': answer.type ?? 'text/plain; charset=utf-8',
            ...(answer.status === 401 ? { 'www-authenticate': 'Bearer' } : {}),
          });
          res.end(answer.body);
        },
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, app.config.host, resolve);
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
}
