/**
 * The benchmark's server process, started by `scripts/bench.ts` pinned to one core. It builds the
 * real app (NODE_ENV=production) on a fresh database: PGlite in the temporary DATA_DIR it is given
 * (argv[2]), or the PostgreSQL database of argv[3] with the cross-process cache sync as main.ts runs
 * it. It seeds the demo catalogue, signs a customer in with one cart line, then fetches every measured
 * call from the app as a browser would (Accept-Encoding, the cookie where the call needs a session)
 * and starts the denominator: a bare `node:http` server answering each path with exactly those
 * status, headers and encoded bytes from memory. It reports `ready` and stops on `stop`/disconnect.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import {
  request as httpRequest,
  createServer,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import {
  startCatalogCacheSync,
  type CatalogCacheSync,
} from '../../src/modules/catalog/catalog-cache-sync';
import { bestCopiesMade } from '../../src/modules/catalog/response-cache';
import { createSignedInCustomer } from '../../src/test/factories/users';
import { seedDemo } from '../../src/seed/seed-demo';
import { portOf } from './cli';
import {
  BROWSER_ACCEPT_ENCODING,
  STONE_ART_PATH,
  type BenchCall,
  type FailedMessage,
  type ReadyMessage,
} from './protocol';

const LOOPBACK = '127.0.0.1';

function send(message: ReadyMessage | FailedMessage): void {
  process.send?.(message);
}

interface Recorded {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET as a browser sends it, with the raw (still encoded) bytes of the answer. */
function fetchRaw(url: string, cookie: string | undefined): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    if (cookie) headers.cookie = cookie;
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The denominator: the recorded answers from memory, nothing else (no framework, no hooks). */
function bareServer(answers: Map<string, Recorded>): Server {
  const prepared = new Map(
    [...answers].map(([path, recorded]) => {
      const headers = { ...recorded.headers };
      // Per-connection headers are the server's own business; node sets them as for the app.
      delete headers.date;
      delete headers.connection;
      delete headers['keep-alive'];
      delete headers['transfer-encoding'];
      headers['content-length'] = String(recorded.body.length);
      return [path, { ...recorded, headers }];
    }),
  );
  return createServer((req, res) => {
    const answer = prepared.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  const databaseUrl = process.argv[3] || undefined;
  // A CPU profile of the measured part only (not the start-up and seeding), written on stop.
  const profileFile = process.argv[4] || undefined;
  const inspector = profileFile ? new Session() : undefined;
  if (!dataDir) throw new Error('usage: server.ts <temporary DATA_DIR> [postgres URL]');

  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENTS_TEST_MODE: 'true',
    HOST: LOOPBACK,
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    // Plain http on loopback: a browser would not send a Secure cookie here either.
    COOKIE_SECURE: 'false',
    // The load generator stands for a reverse proxy: the flood scenario names its clients in
    // X-Forwarded-For, so the per-client miss budget (decision 0070) tells them apart.
    TRUST_PROXY: '127.0.0.1',
    ADMIN_EMAIL: 'bench-admin@artshop.local',
    ADMIN_PASSWORD: 'bench-password-not-secret',
  });

  let handle: DbHandle | undefined;
  let app: FastifyInstance | undefined;
  let sync: CatalogCacheSync | undefined;
  let bare: Server | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    bare?.close();
    if (inspector && profileFile) {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
    }
    await app?.close().catch(() => undefined);
    await sync?.stop().catch(() => undefined);
    await handle?.close().catch(() => undefined);
    process.exit(code);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop(0);
  });
  process.on('disconnect', () => void stop(0));

  try {
    handle = await createDb({ databaseUrl, dataDir });
    await migrate(handle.db);
    const quiet = { info: () => undefined, warn: () => undefined };
    const seed = await seedDemo(handle.db, config, quiet);

    app = await buildApp({ config, db: handle.db, webDistDir: null });
    if (databaseUrl) {
      sync = startCatalogCacheSync(handle.db, databaseUrl, app.log);
      await sync.ready;
    }
    await app.listen({ host: LOOPBACK, port: 0 });
    const appUrl = `http://${LOOPBACK}:${portOf(app)}`;

    const list = (await (await fetch(`${appUrl}${STONE_ART_PATH}`)).json()) as {
      products: { id: string }[];
    };
    const productId = list.products[0]?.id;
    if (!productId) throw new Error('the seeded catalogue has no stoneArt product');
    const { cookie } = await createSignedInCustomer(handle.db, {
      email: 'bench-customer@artshop.local',
    });
    const added = await app.inject({
      method: 'POST',
      url: '/api/user/cart/add',
      headers: { cookie },
      payload: { productId, quantity: 1 },
    });
    if (added.statusCode >= 300) throw new Error(`adding to the cart answered ${added.statusCode}`);

    const calls: BenchCall[] = [
      { label: `GET ${STONE_ART_PATH}`, path: STONE_ART_PATH, signedIn: false, bar: true },
      {
        label: 'GET /api/adminop/{id}',
        path: `/api/adminop/${productId}`,
        signedIn: false,
        bar: true,
      },
      { label: 'GET /api/healthz', path: '/api/healthz', signedIn: false, bar: false },
      // The home page's calls (apps/web: home-page.tsx, the layout's site config and session).
      { label: 'GET /api/newarrivals', path: '/api/newarrivals', signedIn: false, bar: false },
      { label: 'GET /api/topsellers', path: '/api/topsellers', signedIn: false, bar: false },
      { label: 'GET /api/config', path: '/api/config', signedIn: false, bar: false },
      {
        label: 'GET /api/website-reviews',
        path: '/api/website-reviews',
        signedIn: false,
        bar: false,
      },
      { label: 'GET /api/user/me (signed in)', path: '/api/user/me', signedIn: true, bar: false },
      {
        label: 'GET /api/user/cart (signed in)',
        path: '/api/user/cart',
        signedIn: true,
        bar: false,
      },
    ];
    const answers = new Map<string, Recorded>();
    const described: ReadyMessage['calls'] = [];
    for (const call of calls) {
      // Three times: the miss that stores a cached call's answer (quickly compressed), a hit that has
      // its best-quality forms made (decision 0070), then the answer every later request gets.
      await fetchRaw(`${appUrl}${call.path}`, call.signedIn ? cookie : undefined);
      await fetchRaw(`${appUrl}${call.path}`, call.signedIn ? cookie : undefined);
      await bestCopiesMade(handle.db);
      const recorded = await fetchRaw(`${appUrl}${call.path}`, call.signedIn ? cookie : undefined);
      if (recorded.status !== 200) throw new Error(`${call.path} answered ${recorded.status}`);
      answers.set(call.path, recorded);
      described.push({
        ...call,
        status: recorded.status,
        bytes: recorded.body.length,
        encoding: String(recorded.headers['content-encoding'] ?? 'identity'),
      });
    }
    bare = bareServer(answers);
    await new Promise<void>((resolve) => bare?.listen(0, LOOPBACK, resolve));
    const address = bare.address();
    if (address === null || typeof address === 'string') throw new Error('bare server: no port');

    if (inspector) {
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
    }
    send({
      type: 'ready',
      appUrl,
      bareUrl: `http://${LOOPBACK}:${address.port}`,
      calls: described,
      cookie,
      stoneArtProducts: list.products.length,
      seedMs: seed.catalogueMs,
    });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    await stop(1);
  }
}

void main();
